import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/ApiError";
import { renderWithApp } from "../testing/renderWithApp";
import { missingAs404 } from "./missingAs404";

describe("missingAs404", () => {
  it("shows the record's missing page for the API's 404, and for a malformed id's 400 or 422", () => {
    for (const status of [404, 400, 422]) {
      const { unmount } = renderWithApp(<>{missingAs404("Event")(new ApiError({ message: "No.", status }))}</>);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Event Not Found");
      unmount();
    }
  });

  it("passes any other failure on to the next boundary", () => {
    const failure = new ApiError({ message: "Server down.", status: 500 });
    expect(() => missingAs404("Event")(failure)).toThrow(failure);
    const bug = new TypeError("oops");
    expect(() => missingAs404("Event")(bug)).toThrow(bug);
  });
});

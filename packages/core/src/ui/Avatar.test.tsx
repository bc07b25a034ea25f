import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows the photo", () => {
    render(<Avatar photoUrl="/uploads/ada.png" name="Ada" />);
    expect(screen.getByRole("img", { name: "Ada" }).getAttribute("src")).toBe("/uploads/ada.png");
  });

  it("falls back to the silhouette without a photo", () => {
    render(<Avatar photoUrl="" name="Ada" />);
    const silhouette = screen.getByRole("img", { name: "Ada" });
    expect(silhouette.tagName.toLowerCase()).toBe("svg");
    expect([...silhouette.children].map((shape) => shape.tagName.toLowerCase())).toEqual(["rect", "circle", "path"]);
  });

  it("falls back to the silhouette when the photo fails to load", () => {
    render(<Avatar photoUrl="/broken.png" name="Ada" />);
    fireEvent.error(screen.getByRole("img", { name: "Ada" }));
    expect(screen.getByRole("img", { name: "Ada" }).tagName.toLowerCase()).toBe("svg");
  });
});

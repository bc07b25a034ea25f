import { renderRoute, testApi } from "@quorum/core/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import __camel__ from "./index";

describe("__Pascal__Page", () => {
  it("shows the items the API answers, under the page's heading, with a link in the title bar", async () => {
    const api = testApi({
      "GET /api/v2/__key__/items": () => ({ status: 200, body: [{ itemID: 1, name: "Hello from the API", dateInserted: "2026-01-01T10:00:00Z" }] }),
    });
    await renderRoute("/__key__", { addons: [__camel__], apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "__Title__" })).toBeTruthy();
    expect(await screen.findByText("Hello from the API")).toBeTruthy();
    expect(screen.getByRole("link", { name: "__Title__" }).getAttribute("href")).toBe("/__key__");
  });
});

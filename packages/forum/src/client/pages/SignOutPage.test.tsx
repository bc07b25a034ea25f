import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import { renderRoute } from "../testing/renderWidget";

describe("/entry/signout", () => {
  it("signs out only when the button is pressed", async () => {
    const api = testApi({ "DELETE /api/v2/authenticate": () => ({ status: 500, body: { message: "Database is down.", status: 500 } }) });
    await renderRoute("/entry/signout", { bootstrap: memberBootstrap(), apiClient: api.client });
    const button = await screen.findByRole("button", { name: "Sign Out" });
    expect(api.requests).toEqual([]);

    await userEvent.setup().click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("Database is down.");
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /api/v2/authenticate"]);
  });

  it("tells a guest there is nothing to sign out of", async () => {
    await renderRoute("/entry/signout");
    expect(await screen.findByText("You are not signed in.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });
});

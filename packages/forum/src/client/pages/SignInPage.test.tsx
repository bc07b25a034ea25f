import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MEMBER, testApi } from "@quorum/core/testing";
import { renderRoute } from "../testing/renderWidget";

describe("/entry/signin", () => {
  it("shows the API's error and keeps the user on the page", async () => {
    const api = testApi({
      "POST /api/v2/authenticate/password": () => ({ status: 401, body: { message: "Invalid username or password.", status: 401 } }),
    });
    await renderRoute("/entry/signin?Target=%2Fdiscussions", { apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Email/Username" }), "ada");
    await user.type(screen.getByLabelText(/^Password/), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Invalid username or password.");
    expect(api.requests.at(-1)?.body).toEqual({ username: "ada", password: "wrong password", persist: true });
    expect(screen.getByRole("button", { name: "Sign In" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the throttle's 429 message, which says when to try again, rather than a generic error", async () => {
    const message = "Too many failed sign-in attempts for this account. Try again in 15 minutes.";
    const api = testApi({
      "POST /api/v2/authenticate/password": () => ({ status: 429, body: { message, status: 429 } }),
    });
    await renderRoute("/entry/signin", { apiClient: api.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email/Username" }), "ada");
    await user.type(screen.getByLabelText(/^Password/), "guess");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByText("Something went wrong.")).toBeNull();
  });

  it("loads the Target page in full once signed in", async () => {
    const api = testApi({ "POST /api/v2/authenticate/password": () => ({ status: 200, body: MEMBER }) });
    // A hash-only Target: jsdom performs fragment navigations (not full loads), so the test can see it happen.
    await renderRoute("/entry/signin?Target=%2F%23signed-in", { apiClient: api.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email/Username" }), "ada");
    await user.type(screen.getByLabelText(/^Password/), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(window.location.hash).toBe("#signed-in"));
    // The page is on its way out: the button stays busy rather than inviting a second sign-in.
    expect(screen.getByRole("button", { name: "Sign In" }).getAttribute("aria-busy")).toBe("true");
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { guestBootstrap, testApi } from "@quorum/core/testing";
import { renderRoute } from "../testing/renderWidget";

describe("/entry/register", () => {
  it("shows the API's field errors next to their fields", async () => {
    const api = testApi({
      "POST /api/v2/users/register": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: {
            name: [{ message: "That name is already taken.", code: "duplicate", field: "name" }],
            email: [{ message: "That email is already registered.", code: "duplicate", field: "email" }],
          },
        },
      }),
    });
    await renderRoute("/entry/register", { apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Register" })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Username" }), "ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(screen.getByLabelText(/^Password/), "long enough password");
    await user.click(screen.getByRole("button", { name: "Register" }));

    const name = screen.getByRole("textbox", { name: "Username" });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("That name is already taken.");
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe("That email is already registered.");
    expect(api.requests.at(-1)?.body).toEqual({ name: "ada", email: "ada@example.com", password: "long enough password" });
  });

  it("says registration is disabled instead of showing a form", async () => {
    await renderRoute("/entry/register", { bootstrap: guestBootstrap({ config: { "registration.enabled": false } }) });
    expect(await screen.findByText("Registration is disabled.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

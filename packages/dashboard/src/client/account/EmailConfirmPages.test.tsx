import { MEMBER, memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../testing/renderRoute";

const UNCONFIRMED = memberBootstrap({ user: { ...MEMBER, emailConfirmed: false }, config: { "registration.confirmEmail": true } });

describe("/entry/emailconfirm/{userID}/{token}", () => {
  it("confirms with the link's token, once, and says so", async () => {
    const api = testApi({
      [`POST /api/v2/users/${MEMBER.userID}/confirm-email`]: () => ({
        status: 200,
        body: { userID: MEMBER.userID, email: "ada@example.com", emailConfirmed: true },
      }),
    });
    await renderRoute(`/entry/emailconfirm/${MEMBER.userID}/tok-en_1`, { bootstrap: UNCONFIRMED, apiClient: api.client });
    expect(await screen.findByText("Your email address has been confirmed.")).toBeTruthy();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ["POST", `/api/v2/users/${MEMBER.userID}/confirm-email`, { confirmationCode: "tok-en_1" }],
    ]);
  });

  it("shows the server's reason for a bad link, and the way to a new one", async () => {
    const api = testApi({
      [`POST /api/v2/users/${MEMBER.userID}/confirm-email`]: () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: { confirmationCode: [{ field: "confirmationCode", code: "expired", message: "This confirmation link has expired." }] },
        },
      }),
    });
    await renderRoute(`/entry/emailconfirm/${MEMBER.userID}/old`, { bootstrap: UNCONFIRMED, apiClient: api.client });
    expect(await screen.findByText("This confirmation link has expired.")).toBeTruthy();
    // In the page (the toast, drawn outside it, may carry the same link).
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Resend confirmation email" }).getAttribute("href")).toBe("/entry/emailconfirmrequest");
  });
});

describe("/entry/emailconfirmrequest", () => {
  it("sends a new link when the member asks (not on load)", async () => {
    const api = testApi({
      [`POST /api/v2/users/${MEMBER.userID}/confirm-email-request`]: () => ({
        status: 200,
        body: { userID: MEMBER.userID, email: "ada@example.com", emailConfirmed: false },
      }),
    });
    await renderRoute("/entry/emailconfirmrequest", { bootstrap: UNCONFIRMED, apiClient: api.client });
    const button = await within(screen.getByRole("main")).findByRole("button", { name: "Resend confirmation email" });
    expect(api.requests).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText("A new confirmation email was sent to ada@example.com.")).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });

  it("shows a throttled request's message", async () => {
    const api = testApi({
      [`POST /api/v2/users/${MEMBER.userID}/confirm-email-request`]: () => ({
        status: 429,
        body: { message: "Too many confirmation emails were sent. Try again in 1 hour.", status: 429 },
      }),
    });
    await renderRoute("/entry/emailconfirmrequest", { bootstrap: UNCONFIRMED, apiClient: api.client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Resend confirmation email" }));
    expect(await screen.findByText("Too many confirmation emails were sent. Try again in 1 hour.")).toBeTruthy();
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { MEMBER } from "../testing/testPersonas";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import { renderWithApp } from "../testing/renderWithApp";
import { EmailConfirmationNotice } from "./EmailConfirmationNotice";
import { EMAIL_CONFIRMED_QUERY_KEY } from "./emailConfirmedQueryKey";

const UNCONFIRMED = { ...MEMBER, emailConfirmed: false };
const REQUIRED = { "registration.confirmEmail": true };

let confirmNow: () => void = () => {};
/** Stands for the confirmation page: writes the confirmed flag into the page's query cache. */
function Confirmer(): ReactNode {
  const client = useQueryClient();
  confirmNow = () => client.setQueryData(EMAIL_CONFIRMED_QUERY_KEY, true);
  return null;
}

describe("the email-confirmation toast", () => {
  it("shows to a signed-in member with an unconfirmed email while confirmation is required, and goes once confirmed", async () => {
    renderWithApp(
      <>
        <EmailConfirmationNotice />
        <Confirmer />
      </>,
      { bootstrap: memberBootstrap({ user: UNCONFIRMED, config: REQUIRED }) },
    );
    const text = await screen.findByText(/Your email address is not confirmed\./);
    const link = screen.getByRole("link", { name: "Resend confirmation email" });
    expect(link.getAttribute("href")).toBe("/entry/emailconfirmrequest");
    expect(text.closest("[role=status]")).toBeTruthy();
    act(() => confirmNow());
    await waitFor(() => expect(screen.queryByRole("link", { name: "Resend confirmation email" })).toBeNull(), { timeout: 10_000 });
  });

  it.each([
    ["a guest", guestBootstrap({ config: REQUIRED })],
    ["a confirmed member", memberBootstrap({ config: REQUIRED })],
    ["an unconfirmed member when confirmation is not required", memberBootstrap({ user: UNCONFIRMED })],
  ])("does not show to %s", async (_who, bootstrap) => {
    renderWithApp(
      <>
        <EmailConfirmationNotice />
        <p>page</p>
      </>,
      { bootstrap },
    );
    await screen.findByText("page");
    // Given the lazy toast its chance to load, were it going to.
    await act(() => import("./EmailConfirmationToast"));
    expect(screen.queryByText(/Your email address is not confirmed\./)).toBeNull();
  });
});

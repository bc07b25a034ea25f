import type { EmailConfirmation } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { Button, ErrorMessage, ErrorPage, t, useApiClient, useCurrentUser, useMutation } from "@quorum/core";
import type { ReactNode } from "react";
import { DashboardPage } from "../DashboardPage";

/**
 * /entry/emailconfirmrequest (spec §2, §6): where the toast's 'Resend confirmation email' leads.
 * Sends a new link on the member's request (a button, not the page load: a page fetched by a
 * link previewer sends nothing); the server throttles it and says when to try again.
 */
export default function EmailConfirmRequestPage(): ReactNode {
  const user = useCurrentUser();
  const api = useApiClient();
  const resend = useMutation<EmailConfirmation, ApiError>({
    mutationFn: async () => (await api.post<EmailConfirmation>(`/users/${user.userID}/confirm-email-request`)).data,
  });
  if (user.userID <= 0) return <ErrorPage status={403} />;
  if (user.emailConfirmed) {
    return (
      <DashboardPage title={t("Confirm Your Email Address")}>
        <p>{t("Your email address is confirmed.")}</p>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title={t("Confirm Your Email Address")} intro={t("Your email address is not confirmed.")}>
      <p>{t("Open the link in the confirmation email we sent you. If it did not arrive, we can send a new one; the old link then stops working.")}</p>
      {resend.error && <ErrorMessage error={resend.error} />}
      {resend.isSuccess ? (
        <p role="status">{t("A new confirmation email was sent to %s.").replace("%s", resend.data.email)}</p>
      ) : (
        <Button variant="primary" busy={resend.isPending} onClick={() => resend.mutate()}>
          {t("Resend confirmation email")}
        </Button>
      )}
    </DashboardPage>
  );
}

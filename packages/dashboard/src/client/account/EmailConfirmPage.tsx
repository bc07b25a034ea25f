import type { EmailConfirmation } from "@quorum/api";
import type { ApiError } from "@quorum/core";
import { EMAIL_CONFIRMED_QUERY_KEY, ErrorMessage, Link, Loader, t, useApiClient, useMutation, useParams, useQueryClient } from "@quorum/core";
import { useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { DashboardPage } from "../DashboardPage";

/**
 * /entry/emailconfirm/{userID}/{token}: the emailed link (spec §5). Confirms with
 * `POST /users/{id}/confirm-email` once the page runs in the browser (never in the server render,
 * so nothing but a person's browser spends the single-use token), then tells the page the address
 * is confirmed: the toast leaves at once.
 */
export default function EmailConfirmPage(): ReactNode {
  const { userID, token } = useParams();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const confirm = useMutation<EmailConfirmation, ApiError>({
    mutationFn: async () => (await api.post<EmailConfirmation>(`/users/${userID ?? ""}/confirm-email`, { confirmationCode: token ?? "" })).data,
    onSuccess: () => queryClient.setQueryData(EMAIL_CONFIRMED_QUERY_KEY, true),
  });
  const started = useRef(false);
  useEffect(() => {
    // Once per page, even when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  const fieldError = confirm.error?.fieldErrors("confirmationCode")[0]?.message;
  return (
    <DashboardPage title={t("Confirm Your Email Address")}>
      {confirm.isSuccess ? (
        <>
          <p role="status">{t("Your email address has been confirmed.")}</p>
          <Link to="/">{t("Continue")}</Link>
        </>
      ) : confirm.error ? (
        <>
          <ErrorMessage error={confirm.error} {...(fieldError ? { message: fieldError } : {})} />
          <Link to="/entry/emailconfirmrequest">{t("Resend confirmation email")}</Link>
        </>
      ) : (
        <Loader />
      )}
    </DashboardPage>
  );
}

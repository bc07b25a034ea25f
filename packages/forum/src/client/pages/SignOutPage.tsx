import type { ApiError } from "@quorum/core";
import { Button, ErrorMessage, Link, t, useApiClient, useCurrentUser, useMutation } from "@quorum/core";
import type { ReactNode } from "react";
import * as formStyles from "../forms/Form.css";
import { fullPageLoad } from "../routing/fullPageLoad";
import * as styles from "./EntryPage.css";
import { EntryPage } from "./EntryPage";

/**
 * /entry/signout: a 'Sign Out' button. Visiting the page changes nothing (a link or prefetch must
 * not sign anyone out); the button ends the session, then a full page load home drops the old user.
 */
export default function SignOutPage(): ReactNode {
  const api = useApiClient();
  const user = useCurrentUser();
  const signOut = useMutation<unknown, ApiError, void>({
    mutationFn: async () => (await api.delete<unknown>("/authenticate")).data,
    onSuccess: () => fullPageLoad("/"),
  });

  return (
    <EntryPage title={t("Sign Out")}>
      {user.userID <= 0 ? (
        <p className={styles.note}>
          {t("You are not signed in.")} <Link to="/">{t("Back to home page")}</Link>
        </p>
      ) : (
        <>
          <p className={styles.note}>{t("Are you sure you want to sign out?")}</p>
          {signOut.error && <ErrorMessage error={signOut.error} />}
          <div className={formStyles.actions}>
            <Button variant="primary" busy={signOut.isPending || signOut.isSuccess} onClick={() => signOut.mutate()}>
              {t("Sign Out")}
            </Button>
          </div>
        </>
      )}
    </EntryPage>
  );
}

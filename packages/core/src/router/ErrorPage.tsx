import type { ReactNode } from "react";
import { useLocation } from "./useLocation";
import { Link } from "./Link";
import { t } from "../i18n/t";
import { useCurrentUser } from "../site/useCurrentUser";
import { buttonRecipe } from "../ui/Button.css";
import * as styles from "./ErrorPage.css";
import { signInPath } from "./signInPath";
import { errorPageTexts } from "./errorPageTexts";
import { useDocumentTitle } from "./useDocumentTitle";

export interface ErrorPageProps {
  /** 404 not found, 403 permission problem, anything else the generic error. */
  status: number;
  /** The record type word of a 404 ("Discussion"); Page by default. */
  type?: string;
}

/** The error pages of spec §2; a 403 offers Sign In to guests only. */
export function ErrorPage({ status, type }: ErrorPageProps): ReactNode {
  const { title, message } = errorPageTexts(status, type);
  const user = useCurrentUser();
  const location = useLocation();
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.links}>
        {status === 403 ? (
          user.userID === 0 && (
            <a className={buttonRecipe({ variant: "primary" })} href={signInPath(location.pathname + location.search)}>
              {t("Sign In")}
            </a>
          )
        ) : (
          <Link className={buttonRecipe({ variant: "primary" })} to="/">
            {status === 404 ? t("Back to home page") : t("Back to Home")}
          </Link>
        )}
      </div>
    </div>
  );
}

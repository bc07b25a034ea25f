import { Link, buttonRecipe, t, useLocation, useSiteConfig } from "@quorum/core";
import type { ReactNode } from "react";
import { signInPath } from "../routing/signInPath";
import * as styles from "./GuestCommentPrompt.css";

/** What a guest sees where the comment box would be: a way to sign in and come back here. */
export function GuestCommentPrompt(): ReactNode {
  const { pathname, search, hash } = useLocation();
  const config = useSiteConfig();
  return (
    <div className={styles.prompt}>
      <p className={styles.text}>{t("Sign in or register to comment.")}</p>
      <div className={styles.buttons}>
        <Link className={buttonRecipe({ variant: "primary" })} to={signInPath(`${pathname}${search}${hash}`)}>
          {t("Sign In")}
        </Link>
        {config["registration.enabled"] && (
          <Link className={buttonRecipe({ variant: "standard" })} to="/entry/register">
            {t("Register")}
          </Link>
        )}
      </div>
    </div>
  );
}

import { Link, buttonRecipe, t, useCurrentUser, useLocation, useSiteConfig } from "@quorum/core";
import type { ReactNode } from "react";
import { signInPath } from "../routing/signInPath";
import * as styles from "./GuestCallToAction.css";

export interface GuestCallToActionProps {
  title: string;
  description?: string;
}

/** `react.guest-cta`: the welcome box with Sign In and Register, for guests only (spec §6). */
export default function GuestCallToAction({ title, description }: GuestCallToActionProps): ReactNode {
  const user = useCurrentUser();
  const config = useSiteConfig();
  const { pathname, search } = useLocation();
  if (user.userID > 0) return null;
  return (
    <section className={styles.box}>
      <h2 className={styles.title}>{t(title)}</h2>
      {description && <p className={styles.description}>{t(description)}</p>}
      <div className={styles.buttons}>
        <Link className={buttonRecipe({ variant: "primary" })} to={signInPath(`${pathname}${search}`)}>
          {t("Sign In")}
        </Link>
        {config["registration.enabled"] && (
          <Link className={buttonRecipe({ variant: "standard" })} to="/entry/register">
            {t("Register")}
          </Link>
        )}
      </div>
    </section>
  );
}

import { Link, buttonRecipe, signInPath, t, useSiteConfig, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import * as styles from "./GuestPrompt.css";

export interface GuestPromptProps {
  /** Translated already, like `text`. */
  title?: string;
  text?: string;
  /** Where Sign In comes back to. */
  target: string;
  layout: "stacked" | "row";
}

/** What a guest is offered instead of taking part: a few words, Sign In and (when registration is open) Register. */
export function GuestPrompt({ title, text, target, layout }: GuestPromptProps): ReactNode {
  const config = useSiteConfig();
  return (
    <section className={styles[layout]}>
      {title && <h2 className={widgetStyles.subtitle}>{title}</h2>}
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.buttons}>
        <Link className={buttonRecipe({ variant: "primary" })} to={signInPath(target)}>
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

import type { Addon } from "@quorum/api";
import { Button, ErrorMessage, t } from "@quorum/core";
import { useId } from "react";
import type { ReactNode } from "react";
import * as styles from "./AddonsPage.css";
import { useToggleAddon } from "./useToggleAddon";

/**
 * One installed add-on: name, version, description, whether it is on, and the switch. An always-on
 * add-on and one made for another core version get no switch (the server would refuse it); the
 * latter shows the server's reason instead.
 */
export function AddonItem({ addon }: { addon: Addon }): ReactNode {
  const nameID = useId();
  const toggle = useToggleAddon(addon.key);
  const canSwitch = !addon.alwaysOn && !(addon.problem && !addon.enabled);
  const state = addon.alwaysOn ? t("Always on") : addon.enabled ? t("Enabled") : t("Disabled");

  return (
    <li className={styles.item} aria-labelledby={nameID}>
      <div className={styles.head}>
        <h2 id={nameID} className={styles.name}>
          {addon.name}
        </h2>
        <span className={styles.version}>{t("Version {version}", { version: addon.version })}</span>
        <span className={addon.enabled ? styles.enabled : styles.disabled}>{state}</span>
        <span className={styles.spacer} />
        {canSwitch && (
          <Button
            variant={addon.enabled ? "standard" : "primary"}
            busy={toggle.isPending}
            aria-describedby={nameID}
            onClick={() => toggle.mutate(!addon.enabled)}
          >
            {addon.enabled ? t("Disable") : t("Enable")}
          </Button>
        )}
      </div>
      {addon.description && <p className={styles.description}>{addon.description}</p>}
      {addon.problem && <p className={styles.problem}>{addon.problem}</p>}
      {toggle.error && <ErrorMessage error={toggle.error} />}
      {toggle.isSuccess && (
        <p className={styles.done} role="status">
          {toggle.data.enabled
            ? t("{name} is enabled. Pages loaded from now on include it.", { name: addon.name })
            : t("{name} is disabled. Pages loaded from now on leave it out.", { name: addon.name })}
        </p>
      )}
    </li>
  );
}

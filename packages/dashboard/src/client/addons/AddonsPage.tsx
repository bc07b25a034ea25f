import { t } from "@quorum/core";
import type { ReactNode } from "react";
import { DashboardPage } from "../DashboardPage";
import { AddonItem } from "./AddonItem";
import * as styles from "./AddonsPage.css";
import { useAddons } from "./useAddons";

/**
 * /dashboard/addons (site managers): the installed add-ons with a switch each. A switch takes
 * effect on the next page load for everyone, with no rebuild or restart; this page itself keeps
 * the add-ons it was loaded with until then.
 */
export default function AddonsPage(): ReactNode {
  const addons = useAddons();
  return (
    <DashboardPage
      title={t("Add-ons")}
      intro={t("Turn add-ons on or off. A change applies from the next page load, for everyone; there is nothing to rebuild or restart.")}
    >
      <ul className={styles.list}>
        {addons.map((addon) => (
          <AddonItem key={addon.key} addon={addon} />
        ))}
      </ul>
    </DashboardPage>
  );
}

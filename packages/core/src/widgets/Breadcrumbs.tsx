import { Fragment } from "react";
import type { ReactNode } from "react";
import { Link } from "../router/Link";
import type { Breadcrumb } from "@quorum/api";
import { t } from "../i18n/t";
import * as styles from "./Breadcrumbs.css";

/** The trail of the record's ancestors (Home › Category › Subcategory). Props: `crumbs`. */
export default function Breadcrumbs({ crumbs }: { crumbs?: readonly Breadcrumb[] }): ReactNode {
  if (!crumbs?.length) return null;
  return (
    <nav aria-label={t("Breadcrumb")}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.url}`}>
            {index > 0 && (
              <li className={styles.separator} aria-hidden="true">
                ›
              </li>
            )}
            <li>
              <Link to={crumb.url} aria-current={index === crumbs.length - 1 ? "location" : undefined}>
                {crumb.name}
              </Link>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

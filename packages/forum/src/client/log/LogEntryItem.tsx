import type { AuditLogEntry } from "@quorum/api";
import { DateTime, Link, t, widgetStyles } from "@quorum/core";
import type { ReactNode } from "react";
import { UserLink } from "../posts/UserLink";
import { auditActionText } from "./auditActionText";
import * as styles from "./LogPage.css";

/** One line of the moderation log: who, what in words, which record (linked while it exists), when. */
export function LogEntryItem({ entry }: { entry: AuditLogEntry }): ReactNode {
  // A deleted record keeps the name it had, when the line recorded one.
  const formerName = typeof entry.data.name === "string" ? entry.data.name : null;
  const record =
    entry.recordUrl !== null && entry.recordName !== null ? (
      <Link className={widgetStyles.itemLink} to={entry.recordUrl}>
        {entry.recordName}
      </Link>
    ) : (
      <span className={styles.gone}>{formerName ?? t("{recordType} #{recordID}", { recordType: entry.recordType, recordID: entry.recordID })}</span>
    );
  return (
    <li className={widgetStyles.item}>
      <p className={styles.line}>
        <UserLink user={entry.insertUser} className={styles.user} /> {auditActionText(entry.action)} {record}
      </p>
      <DateTime date={entry.dateInserted} className={styles.date} />
    </li>
  );
}

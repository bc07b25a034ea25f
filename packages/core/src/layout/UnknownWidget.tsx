import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { ErrorMessage } from "../ui/ErrorMessage";

/** Debug-mode stand-in for a widget no add-on registers. */
export function UnknownWidget({ name }: { name: string }): ReactNode {
  return <ErrorMessage message={t("Unknown widget")} description={t('No enabled add-on provides the widget "{name}".', { name })} />;
}

import type { ReactNode } from "react";
import { t } from "../i18n/t";
import { widgetStyles } from "../ui/widgetStyles.css";
import { SearchForm } from "./SearchForm";

export interface SearchWidgetProps {
  /** A heading over the box; none by default. */
  title?: string;
}

/** The `search` widget (spec §2 registered widgets): the search box, anywhere a layout puts it. */
export default function SearchWidget({ title }: SearchWidgetProps): ReactNode {
  return (
    <section>
      {title && <h2 className={widgetStyles.title}>{t(title)}</h2>}
      <SearchForm />
    </section>
  );
}

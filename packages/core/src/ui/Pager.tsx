import { useContext, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Link, NavigateContext } from "../router/Link";
import { t } from "../i18n/t";
import { SiteContext } from "../site/SiteProvider";
import { intlCache } from "./intlCache";
import { JumpToPage } from "./JumpToPage";
import * as styles from "./Pager.css";
import { pagerPages } from "./pagerPages";

/** Results per page when a list does not say (spec §9 "Pager default page limit"). */
export const PAGER_DEFAULT_LIMIT = 10;

export interface PagerProps {
  page: number;
  /** Results per page; `PAGER_DEFAULT_LIMIT` (10) when absent. */
  limit?: number;
  /** The result count; absent when the server did not count. */
  total?: number;
  /** More results exist past `total` (a capped count) or past this page (no count). */
  hasMore?: boolean;
  /** The address of a page, e.g. `p => discussionPath(id, name, p)`. */
  hrefFor: (page: number) => string;
}

/**
 * The numbered pager (spec §2): "x - y of total" ("+" when more exist than counted), previous,
 * next and numbered links. The page is clamped between 1 and the page count (spec §4). When the
 * count is known and there is more than one page, the range is a button that swaps it for the
 * jump-to-page form (and 'Back to post count' swaps it back).
 */
export function Pager({ page, limit = PAGER_DEFAULT_LIMIT, total, hasMore = false, hrefFor }: PagerProps): ReactNode {
  const locale = useContext(SiteContext)?.locale ?? "en";
  const navigate = useContext(NavigateContext);
  const [jumping, setJumping] = useState(false);
  const rangeButton = useRef<HTMLButtonElement>(null);
  if (total === 0 || limit <= 0) return null;
  const counted = total !== undefined ? Math.max(1, Math.ceil(total / limit)) : undefined;
  const pageCount = counted !== undefined ? counted + (hasMore && page >= counted ? 1 : 0) : Math.max(1, page) + (hasMore ? 1 : 0);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const from = (current - 1) * limit + 1;
  const to = total !== undefined && !hasMore ? Math.min(current * limit, total) : current * limit;
  const shownTotal = total !== undefined ? Math.max(total, to) : to;
  const num = (n: number) => intlCache.formatNumber(locale, n);
  const rangeText = t("{from} - {to} of {total}", { from: num(from), to: num(to), total: num(shownTotal) + (hasMore ? "+" : "") });
  // Without a count the last page is unknown, so there is nothing to clamp a typed page to.
  const canJump = counted !== undefined && pageCount > 1;

  function jump(target: number): void {
    setJumping(false);
    const href = hrefFor(target);
    if (navigate) navigate(href);
    else window.location.assign(href);
  }

  function back(): void {
    setJumping(false);
    // The form that had the focus is gone: give it to what replaced it.
    requestAnimationFrame(() => rangeButton.current?.focus());
  }

  return (
    <nav className={styles.pager} aria-label={t("Pagination")}>
      {jumping && canJump ? (
        <JumpToPage page={current} pageCount={pageCount} onJump={jump} onBack={back} />
      ) : (
        <span className={styles.range}>
          {canJump ? (
            <button ref={rangeButton} type="button" className={styles.rangeButton} onClick={() => setJumping(true)} title={t("Jump to page")}>
              {rangeText}
            </button>
          ) : (
            rangeText
          )}
        </span>
      )}
      <ul className={styles.list}>
        <li>
          <PageLink page={current - 1} disabled={current <= 1} hrefFor={hrefFor} label={t("Previous")}>
            ‹
          </PageLink>
        </li>
        {pagerPages(current, pageCount).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <PageLink page={entry} current={entry === current} hrefFor={hrefFor} label={t("Page {page}", { page: entry })}>
                {num(entry)}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink page={current + 1} disabled={current >= pageCount} hrefFor={hrefFor} label={t("Next")}>
            ›
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

interface PageLinkProps {
  page: number;
  hrefFor: (page: number) => string;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function PageLink({ page, hrefFor, label, current, disabled, children }: PageLinkProps): ReactNode {
  if (disabled) {
    return (
      <a className={styles.link} aria-disabled="true" aria-label={label} role="link">
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.link} to={hrefFor(page)} aria-label={label} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}

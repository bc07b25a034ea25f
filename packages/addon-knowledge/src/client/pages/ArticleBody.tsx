import { useNavigate } from "@quorum/core";
import type { MouseEvent, ReactNode } from "react";
import { knowledgePath } from "./knowledgePath";

/**
 * An article's body (HTML the server sanitized when the article was written, with the forum's
 * renderer), whose links into the knowledge base open in the app as the page's own links do
 * (`knowledgePath`): an ordinary left click on one navigates without a new document.
 */
export function ArticleBody({ html }: { html: string }): ReactNode {
  const navigate = useNavigate();
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const path = knowledgePath(anchor.href, window.location);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return <div className="userContent" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}

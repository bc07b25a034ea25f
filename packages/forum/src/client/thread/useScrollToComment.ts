import { useEffect } from "react";

/** Content may still be settling (images, late widgets) when the thread mounts: spec §9 retries a hash scroll after 500 ms. */
const COMMENT_SCROLL_RETRY = 500;

/**
 * Brings the comment into view when the thread shows it, on the first load and after in-app
 * navigation alike (a permalink has no hash for the browser to follow), and again 500 ms later.
 */
export function useScrollToComment(commentID: number | null): void {
  useEffect(() => {
    if (commentID === null) return;
    const scroll = () => document.getElementById(`Comment_${commentID}`)?.scrollIntoView({ block: "start" });
    scroll();
    const retry = setTimeout(scroll, COMMENT_SCROLL_RETRY);
    return () => clearTimeout(retry);
  }, [commentID]);
}

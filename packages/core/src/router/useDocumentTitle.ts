import { useEffect } from "react";

/** Sets the browser tab's title while the caller is shown (the server render writes it into <title>). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

import type { Draft } from "@quorum/api";
import { Button, t, useApiClient, useNavigate, useToast } from "@quorum/core";
import { useEffect, useRef } from "react";
import { draftEditPath } from "./draftEditPath";
import { logDraftError } from "./logDraftError";

export interface SavedDraftNoticeOptions {
  /** Check once this is true: the form's own draft has loaded (it is not "another" draft). */
  ready: boolean;
  /** The discussion being edited; null for a new post. */
  recordID: number | null;
  /** The category of the address: drafts of new posts there (any category when null). */
  categoryID: number | null;
  /** The form's own draft, which is not announced. */
  ownDraftID: number | null;
}

/**
 * Spec §8: opening the post form while a saved draft of it exists (a new post in this category,
 * or an edit of this discussion) shows 'Saved Draft Available.' with 'Navigate to Draft', which
 * opens that draft. Checked once per form; a failed check is logged only.
 */
export function useSavedDraftNotice({ ready, recordID, categoryID, ownDraftID }: SavedDraftNoticeOptions): void {
  const api = useApiClient();
  const navigate = useNavigate();
  const { addToast, removeToast } = useToast();
  const checked = useRef(false);
  const latestOwn = useRef(ownDraftID);
  latestOwn.current = ownDraftID;
  const go = useRef(navigate);
  go.current = navigate;

  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    let toastID: string | null = null;
    let cancelled = false;
    let answered = false;
    const params = {
      recordType: "discussion",
      draftStatus: "draft",
      limit: 30,
      ...(recordID === null && categoryID !== null ? { parentRecordType: "category", parentRecordID: categoryID } : {}),
    };
    api.get<Draft[]>("/drafts", { params }).then(
      ({ data }) => {
        answered = true;
        const other = data.find((draft) => draft.recordID === recordID && draft.draftID !== latestOwn.current);
        if (!other || cancelled) return;
        const id = addToast({
          body: (
            <>
              {t("Saved Draft Available.")}{" "}
              <Button
                variant="text"
                onClick={() => {
                  removeToast(id);
                  void go.current(draftEditPath(other));
                }}
              >
                {t("Navigate to Draft")}
              </Button>
            </>
          ),
          dismissible: true,
          persistent: true,
        });
        toastID = id;
      },
      (error: unknown) => {
        answered = true;
        logDraftError("fetching the saved drafts", error);
      },
    );
    return () => {
      cancelled = true;
      // Unmounted before the answer (or re-run by React's strict mode): check again next time.
      if (!answered) checked.current = false;
      if (toastID !== null) removeToast(toastID);
    };
  }, [ready, recordID, categoryID, api, addToast, removeToast]);
}

import type { CategoryPreferences } from "@quorum/api";
import { buttonRecipe, ErrorMessage, LazyBoundary, t, useCurrentUser, visuallyHidden } from "@quorum/core";
import { lazy, useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent, ReactNode } from "react";
import * as styles from "./CategoryFollowDropDown.css";
import type { FollowRecord } from "./FollowRecord";
import { useCategoryPreferences } from "./useCategoryPreferences";

// The panel (preferences table, saving, the state machine) loads on the first opening.
const CategoryFollowPanel = lazy(() => import("./CategoryFollowPanel"));

export interface CategoryFollowDropDownProps {
  category: FollowRecord;
  /** The member's preferences as the page was rendered with them (else they are fetched). */
  preferences?: CategoryPreferences;
  /** A layout preview: nothing is followed or saved (spec §5). */
  preview?: boolean;
}

/**
 * The follow dropdown of a category (spec §2, §4): a 'Follow'/'Following' button opening the
 * 'Notification Preferences' panel. Signed-in members only. Escape or a click outside closes it
 * (focus back on the button for Escape); a failed save's message shows above it.
 */
export default function CategoryFollowDropDown(props: CategoryFollowDropDownProps): ReactNode {
  const { userID } = useCurrentUser();
  if (userID <= 0) return null;
  return <FollowControl {...props} />;
}

function FollowControl({ category, preferences, preview = false }: CategoryFollowDropDownProps): ReactNode {
  const current = useCategoryPreferences(category.categoryID, preferences);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelID = useId();
  const followed = current?.["preferences.followed"] === true;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    document.addEventListener("touchstart", closeOutside);
    return () => {
      document.removeEventListener("mousedown", closeOutside);
      document.removeEventListener("touchstart", closeOutside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      {failure !== null && <ErrorMessage message={failure} />}
      <button
        ref={buttonRef}
        type="button"
        className={buttonRecipe({ variant: followed ? "primary" : "standard" })}
        aria-expanded={open}
        aria-controls={opened ? panelID : undefined}
        onClick={() => {
          setOpened(true);
          setOpen((was) => !was);
        }}
      >
        {followed ? t("Following") : t("Follow")} <span className={visuallyHidden}>{category.name}</span>
      </button>
      {opened && current && (
        <LazyBoundary>
          <CategoryFollowPanel id={panelID} open={open} category={category} preferences={current} preview={preview} onClose={close} onFailure={setFailure} />
        </LazyBoundary>
      )}
    </div>
  );
}

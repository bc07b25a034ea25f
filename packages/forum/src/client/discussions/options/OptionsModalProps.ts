import type { Discussion } from "@quorum/api";

/** What every dialog of the options menu receives. */
export interface OptionsModalProps {
  /** The discussion as the page currently shows it (its live record). */
  discussion: Discussion;
  isVisible: boolean;
  onClose(): void;
}

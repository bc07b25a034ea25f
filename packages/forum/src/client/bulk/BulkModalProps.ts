import type { BulkDiscussionInfo } from "./BulkDiscussionInfo";

/** What the bulk toast gives each action's modal. */
export interface BulkModalProps {
  isVisible: boolean;
  onClose(): void;
  /** The selected discussions (with known details), in selection order. */
  discussions: readonly BulkDiscussionInfo[];
}

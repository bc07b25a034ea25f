import { hasPermission, type PermissionsPayload } from "@quorum/api";

/** The permission that lets a moderator accept or reject answers on anyone's question. */
export const ACCEPT_PERMISSION = "qna.accept";

/**
 * Whether someone may accept or reject the answers of a question: its asker, or a holder of
 * `qna.accept` (granted to moderators and administrators). Guests never may. The server enforces
 * this; the client uses it to show the buttons.
 */
export function canJudgeAnswers(userID: number, permissions: PermissionsPayload | null | undefined, question: { insertUserID: number }): boolean {
  if (userID <= 0) return false;
  return userID === question.insertUserID || hasPermission(permissions, ACCEPT_PERMISSION);
}

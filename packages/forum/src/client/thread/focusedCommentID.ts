const PERMALINK = /^\/discussion\/comment\/(\d+)\/?$/;
const ANCHOR = /^#Comment_(\d+)$/;

/**
 * The comment a thread page was opened for: a permalink (/discussion/comment/{id}) or a
 * `#Comment_{id}` anchor on a discussion page. Null for neither.
 */
export function focusedCommentID(pathname: string, hash: string): number | null {
  const match = ANCHOR.exec(hash) ?? PERMALINK.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
}

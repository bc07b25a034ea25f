/**
 * The '@name ' that mentions a user in a comment. A name with spaces or punctuation is quoted
 * (@"Jane Doe") so the mention ends where the name does.
 */
export function mentionText(name: string): string {
  return /^[\p{L}\p{N}_.-]+$/u.test(name) ? `@${name} ` : `@"${name.replace(/"/g, "")}" `;
}

/** SQL: the id in a redirect stub's `attributes.redirectTo` ("/discussion/{id}/…"), null when it names none. */
export function redirectTargetIDSql(alias: string): string {
  // Nine digits at most: always an integer, never an overflow, whatever the attribute holds.
  return `substring(${alias}."attributes"->>'redirectTo' from '^/discussion/([0-9]{1,9})(?:[/?#]|$)')::integer`;
}

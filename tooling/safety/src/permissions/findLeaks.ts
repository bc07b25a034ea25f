import type { HiddenRecord } from "./HiddenRecord.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What of `records` an answer gives away: their texts, their ids under their JSON keys (a value or
 * an element of a list: `"tagIDs":[3,12]`), their paths. `text` is the body with every header
 * (a redirect's Location, paging links) appended. One description per finding.
 */
export function findLeaks(text: string, records: readonly HiddenRecord[]): string[] {
  const found: string[] = [];
  for (const record of records) {
    const what = `${record.kind} ${record.id}`;
    for (const secret of record.texts) if (text.includes(secret)) found.push(`${what}: its text "${secret}"`);
    for (const key of record.idKeys) {
      const single = new RegExp(`"${escape(key)}"\\s*:\\s*"?${record.id}(?![0-9])`);
      const inList = new RegExp(`"${escape(key)}"\\s*:\\s*\\[[^\\]]*(?<![0-9])${record.id}(?![0-9])[^\\]]*\\]`);
      if (single.test(text) || inList.test(text)) found.push(`${what}: its id as "${key}"`);
    }
    for (const path of record.idPaths) if (new RegExp(`${escape(path)}(?![0-9])`).test(text)) found.push(`${what}: its address ${path}`);
  }
  return found;
}

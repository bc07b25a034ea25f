import { PGlite } from "@electric-sql/pglite";
import { markerId, type XssField } from "./XSS_FIELDS.ts";
import { markerFor, type XssPayload } from "./xssPayloads.ts";

export interface PlantedCategories {
  stored: Map<XssField, number>;
  refused: Map<XssField, number>;
  /** The payload categories' url codes, in payload order. */
  urlcodes: string[];
}

/**
 * Category names and descriptions are a site manager's words, but no API writes them yet (the
 * demo seed does): this writes one category per payload straight into a migrated, not yet started
 * PGlite database (`dataDir` is the site's `pglite` folder), after the demo's own categories.
 */
export async function plantCategories(dataDir: string, payloads: readonly XssPayload[]): Promise<PlantedCategories> {
  const planted: PlantedCategories = { stored: new Map(), refused: new Map(), urlcodes: [] };
  const db = new PGlite(dataDir);
  try {
    for (const [index, payload] of payloads.entries()) {
      const name = payload.forms(markerFor(markerId(index, "category name"))).plain;
      const description = payload.forms(markerFor(markerId(index, "category description"))).plain;
      const urlcode = `xss-${index}`;
      try {
        await db.query(`INSERT INTO "categories" ("name", "description", "urlcode", "sort") VALUES ($1, $2, $3, $4)`, [
          name,
          description,
          urlcode,
          1000 + index,
        ]);
      } catch {
        // PostgreSQL text holds no NUL: the one payload with a NUL byte cannot be stored.
        for (const field of ["category name", "category description"] as const) planted.refused.set(field, (planted.refused.get(field) ?? 0) + 1);
        continue;
      }
      for (const field of ["category name", "category description"] as const) planted.stored.set(field, (planted.stored.get(field) ?? 0) + 1);
      planted.urlcodes.push(urlcode);
    }
  } finally {
    await db.close();
  }
  return planted;
}

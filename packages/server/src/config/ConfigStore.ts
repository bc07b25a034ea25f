import { Value } from "@sinclair/typebox/value";
import type { FieldError, SiteConfig } from "@quorum/api";
import type { Kysely } from "kysely";
import type { ConfigSetting, ServerAddon } from "../addons/defineServerAddon";
import { RefreshingCache } from "../cache/RefreshingCache";
import type { CoreTables } from "../db/CoreTables";
import { HttpError } from "../errors/HttpError";
import { CORE_SETTINGS } from "./CORE_SETTINGS";
import { getConfig } from "./getConfig";

/**
 * The site's settings: defaults of the framework and the installed add-ons, overridden by rows of
 * the `config` table. Read from memory (every page render needs them), written by `patch`.
 */
export class ConfigStore {
  readonly settings: Readonly<Record<string, ConfigSetting>>;
  private readonly cache: RefreshingCache<Readonly<Record<string, unknown>>>;
  private publicCache: { from: Readonly<Record<string, unknown>>; values: SiteConfig } | null = null;

  constructor(
    private readonly db: Kysely<CoreTables>,
    addons: readonly ServerAddon[],
    maxAgeMs = 30_000,
    onBackgroundError?: (error: unknown) => void,
  ) {
    this.settings = Object.assign({}, CORE_SETTINGS, ...addons.map((addon) => addon.settings ?? {})) as Record<string, ConfigSetting>;
    this.cache = new RefreshingCache(async () => Object.freeze(await getConfig(db, this.settings)), maxAgeMs, onBackgroundError);
  }

  /** Every setting (public and private). Shared: do not mutate. */
  all(): Promise<Readonly<Record<string, unknown>>> {
    return this.cache.get();
  }

  /** The settings anyone may read (`GET /config`, the page bootstrap). */
  async publicValues(): Promise<SiteConfig> {
    const all = await this.cache.get();
    if (this.publicCache?.from !== all) {
      const values: Record<string, unknown> = {};
      for (const [key, setting] of Object.entries(this.settings)) if (setting.public) values[key] = all[key];
      this.publicCache = { from: all, values: Object.freeze(values) as SiteConfig };
    }
    return this.publicCache.values;
  }

  /**
   * Validates every key (unknown keys and wrong values give 422 naming the key) and saves all of
   * them in one transaction, or none.
   */
  async patch(values: Record<string, unknown>): Promise<void> {
    const errors: Record<string, FieldError[]> = {};
    for (const [key, value] of Object.entries(values)) {
      const setting = this.settings[key];
      if (!setting) errors[key] = [{ message: `${key} is not a known setting.`, code: "unknownField", field: key }];
      else if (!Value.Check(setting.schema, value)) {
        const first = Value.Errors(setting.schema, value).First();
        errors[key] = [{ message: `${key} ${first ? lowerFirst(first.message) : "is invalid"}.`, code: "invalid", field: key }];
      }
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, "Validation failed.", { errors });
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        const json = JSON.stringify(value);
        await trx
          .insertInto("config")
          .values({ key, value: json })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
          .execute();
      }
    });
    this.cache.invalidate();
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

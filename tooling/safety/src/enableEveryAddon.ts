import type { ApiSession } from "./ApiSession.ts";

/** What `GET /api/v2/addons` tells a site manager of one installed add-on (the part this reads). */
interface InstalledAddon {
  key: string;
  enabled: boolean;
  alwaysOn: boolean;
  requires: Record<string, string>;
}

/**
 * Switches on every installed add-on, as a site manager does on the add-ons page
 * (`PATCH /api/v2/addons/{key}`), each after the add-ons it requires, so a part that reads the
 * route table afterwards tries every add-on's routes; the list comes from the site
 * (`GET /api/v2/addons`), so a newly installed add-on is included with no edit here. Answers the
 * keys of the add-ons running afterwards; throws when one cannot be switched on (a part that
 * quietly skipped an add-on would report it safe).
 */
export async function enableEveryAddon(admin: ApiSession): Promise<string[]> {
  const listed = await admin.request("GET", "/api/v2/addons");
  if (!listed.ok) throw new Error(`GET /api/v2/addons answered ${listed.status} ${await listed.text()}`);
  const addons = (await listed.json()) as InstalledAddon[];
  const on = new Set(addons.filter((addon) => addon.enabled).map((addon) => addon.key));
  let waiting = addons.filter((addon) => !addon.enabled);
  while (waiting.length > 0) {
    const ready = waiting.filter((addon) => Object.keys(addon.requires).every((key) => on.has(key)));
    if (ready.length === 0) throw new Error(`cannot switch on ${waiting.map((addon) => addon.key).join(", ")}: what they require is not running`);
    for (const addon of ready) {
      const answer = await admin.request("PATCH", `/api/v2/addons/${encodeURIComponent(addon.key)}`, { enabled: true });
      if (!answer.ok) throw new Error(`switching on ${addon.key} answered ${answer.status} ${await answer.text()}`);
      on.add(addon.key);
    }
    waiting = waiting.filter((addon) => !on.has(addon.key));
  }
  return addons.map((addon) => addon.key).filter((key) => on.has(key));
}

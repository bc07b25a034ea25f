import { expect, type APIRequestContext, type test as playwrightTest } from "@playwright/test";
import { DEMO_PASSWORD } from "../playwright.config";

/** What the API sends with a mutation, as the app's client does (the CSRF guard wants it). */
export const API_HEADERS = { "X-Requested-With": "vanilla" } as const;

/** Signs a demo account in on an API request context (its cookie jar then carries the session). */
export async function signInApi(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post("/api/v2/authenticate/password", {
    headers: API_HEADERS,
    data: { username: name, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in of ${name}`).toBe(200);
}

/** Turns an add-on on or off through `PATCH /addons/{key}` on a site manager's request context. */
export async function setAddonEnabled(request: APIRequestContext, key: string, enabled: boolean): Promise<void> {
  const response = await request.patch(`/api/v2/addons/${key}`, { headers: API_HEADERS, data: { enabled } });
  expect(response.status(), `PATCH /addons/${key} ${JSON.stringify({ enabled })}`).toBe(200);
}

/**
 * Leaves the add-on switched off once the spec's journeys are done (`test.afterAll`, as a site
 * manager), as the site starts: every spec shares one site. `tidy`, when given, runs first with
 * the add-on switched on (its routes answer only then), to remove what the journeys left (a
 * section, an idea category).
 */
export function leaveAddonOffAfterAll(test: typeof playwrightTest, key: string, tidy?: (admin: APIRequestContext) => Promise<void>): void {
  test.afterAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    try {
      await signInApi(admin, "admin");
      if (tidy) {
        await setAddonEnabled(admin, key, true);
        await tidy(admin);
      }
      await setAddonEnabled(admin, key, false);
    } finally {
      await admin.dispose();
    }
  });
}

/** An installed add-on as `GET /addons` lists it (the fields these journeys read). */
export interface ListedAddon {
  key: string;
  name: string;
  version: string;
  description: string;
  enabled: boolean;
  alwaysOn: boolean;
  problem?: string;
}

/** The installed add-ons as a site manager's `GET /addons` lists them. */
export async function listAddons(request: APIRequestContext): Promise<ListedAddon[]> {
  const response = await request.get("/api/v2/addons");
  expect(response.status()).toBe(200);
  return (await response.json()) as ListedAddon[];
}

import { request, type FullConfig } from "@playwright/test";
import { API_HEADERS, signInApi } from "./adminApi";

/**
 * The run's global setup (Playwright starts the site first): lifts the site's limit of
 * registrations per address. Every journey that needs members of its own registers them, all from
 * this machine's one address, and there are more of them than a real visitor may make in an hour;
 * the limit itself is proven by the API tests (packages/server), not here.
 */
export default async function liftRegistrationLimit(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const admin = await request.newContext({ baseURL });
  try {
    await signInApi(admin, "admin");
    const response = await admin.patch("/api/v2/config", { headers: API_HEADERS, data: { "registration.maxPerAddress": 0 } });
    if (response.status() !== 200) throw new Error(`PATCH /config answered ${response.status()}: ${await response.text()}`);
  } finally {
    await admin.dispose();
  }
}

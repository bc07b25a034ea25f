/** An installed add-on as `GET /api/v2/addons` lists it (the fields the size check reads). */
interface InstalledAddonState {
  key: string;
  name: string;
  enabled: boolean;
  alwaysOn: boolean;
  problem?: string;
}

/** A site manager's API session on a running site: list add-ons and switch them. */
export interface SiteAdmin {
  addons(): Promise<InstalledAddonState[]>;
  setEnabled(key: string, enabled: boolean): Promise<void>;
}

/** Signs `name` in through the API (as the site's own client does) and returns its session. */
export async function signInAdmin(baseUrl: string, name: string, password: string): Promise<SiteAdmin> {
  // What the API's CSRF guard wants of a mutation: the client's header and a same-origin Origin.
  const headers = { "X-Requested-With": "vanilla", Origin: baseUrl, "content-type": "application/json" };
  const signIn = await fetch(`${baseUrl}/api/v2/authenticate/password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: name, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${name} failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    async addons() {
      const response = await fetch(`${baseUrl}/api/v2/addons`, { headers: { ...headers, cookie } });
      if (!response.ok) throw new Error(`GET /addons: ${response.status}`);
      return (await response.json()) as InstalledAddonState[];
    },
    async setEnabled(key, enabled) {
      const response = await fetch(`${baseUrl}/api/v2/addons/${encodeURIComponent(key)}`, {
        method: "PATCH",
        headers: { ...headers, cookie },
        body: JSON.stringify({ enabled }),
      });
      if (!response.ok) throw new Error(`PATCH /addons/${key} ${JSON.stringify({ enabled })}: ${response.status} ${await response.text()}`);
    },
  };
}

import type { FreshSite } from "../freshSite.ts";

/**
 * Signs a demo account in as the sign-in page does and answers its session cookie (`name=value`)
 * and id: the part sends its own headers, so it needs the cookie itself, not an ApiSession.
 */
export async function signInCookie(site: FreshSite, name: string): Promise<{ cookie: string; userID: number }> {
  const response = await fetch(`${site.baseUrl}/api/v2/authenticate/password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "vanilla", origin: site.baseUrl },
    body: JSON.stringify({ username: name, password: site.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${name} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = (await response.json()) as { userID: number };
  return { cookie, userID: user.userID };
}

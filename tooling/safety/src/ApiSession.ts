/** A persona's HTTP session on a running site, sending what the API's CSRF guard wants of the site's own client. */
export interface ApiSession {
  /** `undefined` for a guest. */
  name: string | undefined;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

function session(baseUrl: string, name: string | undefined, cookie: string | undefined): ApiSession {
  return {
    name,
    request(method, path, body, headers = {}) {
      return fetch(`${baseUrl}${path}`, {
        method,
        redirect: "manual",
        headers: {
          "X-Requested-With": "vanilla",
          Origin: baseUrl,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

export function guestSession(baseUrl: string): ApiSession {
  return session(baseUrl, undefined, undefined);
}

/** Signs `name` in through `POST /api/v2/authenticate/password`, as the sign-in page does. */
export async function signIn(baseUrl: string, name: string, password: string): Promise<ApiSession> {
  const response = await guestSession(baseUrl).request("POST", "/api/v2/authenticate/password", { username: name, password });
  if (!response.ok) throw new Error(`sign-in as ${name} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return session(baseUrl, name, cookie);
}

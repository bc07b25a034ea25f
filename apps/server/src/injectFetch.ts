import type { FastifyInstance } from "fastify";
import { textResponse } from "./textResponse";

/**
 * A `fetch` that answers from the app in-process (no socket), carrying the page request's cookie,
 * so the server render goes through the very API client and routes the browser uses.
 */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers = new Headers(init?.headers);
    if (cookie) headers.set("cookie", cookie);
    const response = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: url.replace(/^https?:\/\/[^/]+/, ""),
      headers: Object.fromEntries(headers.entries()),
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    // `payload` is the body already decoded: handed over as text, not re-read through a byte stream.
    return textResponse(noBody ? null : response.payload, { status: response.statusCode, headers: responseHeaders });
  };
}

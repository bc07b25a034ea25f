import type { ApiErrorBody, LayoutLookup } from "@quorum/api";
import { absoluteUserUrls, HttpError, hydrateLayout, requestOrigin, type Viewer } from "@quorum/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { textResponse } from "./textResponse";

const LOOKUP_PATH = "/api/v2/layouts/lookup-hydrate";

/**
 * A `fetch` that answers from the app in-process (no socket), carrying the page request's cookie,
 * so the server render goes through the very API client and routes the browser uses.
 *
 * Given the page request's `viewer`, the page's own layout lookup skips `app.inject` (its fake
 * request and response, the hooks run again for the same visitor, the body copied through
 * buffers): `hydrateLayout` answers it directly, with the route's status, body and error bodies.
 *
 * Given the page `request`, the answers' absolute addresses (users' links and photos) name the
 * site as the page request reached it, as the browser's own API calls would.
 */
export function injectFetch(app: FastifyInstance, cookie: string | undefined, viewer?: Viewer, page?: FastifyRequest): typeof fetch {
  const origin = page ? requestOrigin(page) : undefined;
  return async (input, init) => {
    const url = (typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url).replace(/^https?:\/\/[^/]+/, "");
    const method = init?.method ?? "GET";
    if (viewer && method === "GET" && url.startsWith(`${LOOKUP_PATH}?`)) {
      const lookup = plainLookup(url.slice(LOOKUP_PATH.length + 1));
      if (lookup) return lookupResponse(app, lookup, viewer, origin);
    }
    const headers = new Headers(init?.headers);
    if (cookie) headers.set("cookie", cookie);
    for (const name of ["host", "x-forwarded-host", "x-forwarded-proto"]) {
      const value = page?.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await app.inject({
      method: method as "GET",
      url,
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

/** What `GET /layouts/lookup-hydrate` answers, as the route and the app's error handler would. */
async function lookupResponse(app: FastifyInstance, lookup: LayoutLookup, viewer: Viewer, origin: string | undefined): Promise<Response> {
  let status = 200;
  let body: unknown;
  try {
    const layout = await hydrateLayout(app, lookup, viewer);
    body = origin ? absoluteUserUrls(layout, origin) : layout;
  } catch (error) {
    const failure = errorBody(error);
    if (failure.status >= 500) app.log.error({ err: error }, error instanceof HttpError ? error.message : "Unhandled error");
    status = failure.status;
    body = failure;
  }
  return textResponse(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpError) return error.toBody();
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) return { message: (error as Error).message, status: statusCode };
  return { message: "Something went wrong.", status: 500 };
}

const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const PARAM_KEY = /^params\[([A-Za-z0-9_]+)\]$/;

/**
 * The lookup of a query string the route would read the same way — each key once, plain names,
 * values within the route's schema limits — with whole numbers made numbers as the route does.
 * Anything else (nested or repeated keys, oversized values, odd encodings) is null: it goes
 * through the real route, whose query parser and schema then decide.
 */
function plainLookup(query: string): LayoutLookup | null {
  const seen = new Map<string, string>();
  const params: Record<string, string | number> = {};
  for (const part of query.split("&")) {
    if (!part) continue;
    const equals = part.indexOf("=");
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    const value = decode(equals < 0 ? "" : part.slice(equals + 1));
    if (key === null || value === null || seen.has(key)) return null;
    seen.set(key, value);
    const param = PARAM_KEY.exec(key)?.[1];
    if (param !== undefined) {
      if (param in Object.prototype || value.length > 500) return null;
      params[param] = toValue(value);
    } else if (key !== "layoutViewType" && key !== "recordType" && key !== "recordID") {
      return null;
    }
  }
  const layoutViewType = seen.get("layoutViewType");
  const recordType = seen.get("recordType");
  const recordID = seen.get("recordID");
  if (layoutViewType === undefined || !NAME.test(layoutViewType) || layoutViewType.length > 50) return null;
  if (recordType !== undefined && (!NAME.test(recordType) || recordType.length > 50)) return null;
  if (recordID !== undefined && recordID.length > 200) return null;
  return {
    layoutViewType: layoutViewType as LayoutLookup["layoutViewType"],
    recordType: recordType ?? "siteSection",
    recordID: recordID === undefined ? 0 : toValue(recordID),
    params,
  };
}

/** As the route's query parser decodes: "+" is a space; a malformed escape is not ours to guess (null). */
function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** As the route: whole numbers arrive as strings in a query and are handed on as numbers. */
function toValue(value: string): string | number {
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

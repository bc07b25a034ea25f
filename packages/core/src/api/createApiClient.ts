import { API_BASE, PAGING_HEADERS, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, parsePagingHeaders } from "@quorum/api";
import type { PagingInfo } from "@quorum/api";
import { t } from "../i18n/t";
import { ApiError } from "./ApiError";
import { keepJsonText } from "./jsonText";
import { serializeParams } from "./serializeParams";
import type { QueryParams } from "./serializeParams";
import { toApiError } from "./toApiError";

/** What every call resolves to. `paging` is present when the response carries paging headers. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  paging?: PagingInfo;
}

export interface ApiRequestOptions {
  params?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** The client of `/api/v2/` that every part of the front end uses (spec §7). */
export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  patch<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  delete<T>(path: string, options?: ApiRequestOptions & { body?: unknown }): Promise<ApiResponse<T>>;
}

/** The only part of `fetch` the client needs, so an in-process `app.inject` wrapper fits too. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Called with a URL made of `baseUrl` + path (path-absolute unless `baseUrl` is absolute). */
  fetch?: FetchFunction;
  baseUrl?: string;
  /**
   * Remember the JSON text of each response's data (see `jsonTextOf`): the server render inlines
   * that data into the page, and reusing the text spares serialising it again.
   */
  keepJsonText?: boolean;
}

/**
 * Creates the API client: JSON in and out, `X-Requested-With: vanilla` and same-origin cookies on
 * every call, paging read from headers, and every failure turned into an `ApiError` (spec §8).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Called detached: a browser's fetch throws "Illegal invocation" when `this` is another object.
  const send: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, "");

  async function request<T>(method: string, path: string, body: unknown, opts: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
    const query = opts.params ? serializeParams(opts.params) : "";
    const url = `${base}/${path.replace(/^\/+/, "")}${query ? (path.includes("?") ? "&" : "?") + query : ""}`;
    const headers: Record<string, string> = { accept: "application/json", [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, ...opts.headers };
    const init: RequestInit = { method, headers, credentials: "same-origin" };
    if (body !== undefined) {
      // A string body under the caller's own non-JSON content type goes as it is: `POST /calls/run`
      // takes the bare JWT as `application/system+jwt` (spec §7).
      const typeHeader = Object.keys(headers).find((name) => name.toLowerCase() === "content-type");
      const ownType = typeHeader !== undefined ? headers[typeHeader] : undefined;
      if (typeof body === "string" && ownType !== undefined && !ownType.includes("json")) {
        init.body = body;
      } else {
        if (typeHeader !== undefined) delete headers[typeHeader];
        headers["content-type"] = "application/json";
        init.body = JSON.stringify(body);
      }
    }
    if (opts.signal) init.signal = opts.signal;

    let response: Response;
    let data: unknown;
    try {
      response = await send(url, init);
      data = await readBody(response, options.keepJsonText ?? false);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError({ message: t("Something went wrong while contacting the server."), status: 0 });
    }
    // Statuses below 400, and 408, are not errors (spec §8).
    if (response.status >= 400 && response.status !== 408) {
      throw toApiError(response.status, data, response.headers.get("content-type") ?? "");
    }
    const hasPaging = response.headers.has(PAGING_HEADERS.current) || response.headers.has(PAGING_HEADERS.link) || response.headers.has(PAGING_HEADERS.total);
    return {
      data: data as T,
      status: response.status,
      ...(hasPaging ? { paging: parsePagingHeaders((name) => response.headers.get(name)) } : {}),
    };
  }

  return {
    get: (path, opts) => request("GET", path, undefined, opts),
    post: (path, body, opts) => request("POST", path, body, opts),
    put: (path, body, opts) => request("PUT", path, body, opts),
    patch: (path, body, opts) => request("PATCH", path, body, opts),
    delete: (path, opts) => request("DELETE", path, opts?.body, opts),
  };
}

/** JSON when the server says so, text otherwise (an HTML error page), undefined when empty. */
async function readBody(response: Response, keepText: boolean): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      const data = JSON.parse(text) as unknown;
      if (keepText) keepJsonText(data, text);
      return data;
    } catch {
      return text;
    }
  }
  return text;
}

import { API_BASE, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from "@quorum/api";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export interface ApiRequest {
  /** Path under /api/v2 ("/users/me") or a full path ("/api/v2/users/me"). */
  url: string;
  method?: InjectOptions["method"];
  body?: unknown;
  query?: Record<string, string | string[]>;
  /** A `name=value` cookie string, as `signIn` returns. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** Sends a request the way the client does (X-Requested-With, JSON body) through `app.inject`. */
export function api(app: FastifyInstance, request: ApiRequest): Promise<LightMyRequestResponse> {
  const url = request.url.startsWith(API_BASE) ? request.url : `${API_BASE}${request.url}`;
  return app.inject({
    method: request.method ?? "GET",
    url,
    ...(request.query ? { query: request.query } : {}),
    headers: {
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...request.headers,
    },
    ...(request.body !== undefined ? { payload: request.body as InjectOptions["payload"] } : {}),
  });
}

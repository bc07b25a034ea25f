import { createApiClient } from "../api/createApiClient";
import type { ApiClient } from "../api/createApiClient";

/** A request the test API received. */
export interface TestApiRequest {
  method: string;
  path: string;
  url: URL;
  /** The parsed JSON body, or the text of a non-JSON one. */
  body: unknown;
}

/** What a route answers: a status, a JSON body and extra headers (the paging headers); a promise holds a request in flight. */
export type TestApiAnswer = { status: number; body?: unknown; headers?: Readonly<Record<string, string>> };
export type TestApiRoute = (request: TestApiRequest) => TestApiAnswer | Promise<TestApiAnswer>;

/**
 * A tiny API server for client tests: core's real API client over a fetch function that answers
 * real `Response`s from `routes` ("POST /api/v2/comments"), recording every request. Unknown
 * routes answer 404 in the API's error shape.
 */
export function testApi(routes: Readonly<Record<string, TestApiRoute>> = {}): { client: ApiClient; requests: TestApiRequest[] } {
  const requests: TestApiRequest[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, "http://localhost");
    const method = init.method ?? "GET";
    const type = new Headers(init.headers).get("content-type") ?? "";
    // JSON bodies parsed; others (the JWT of `POST /calls/run`) as the text that was sent.
    const body: unknown = typeof init.body === "string" ? (type.includes("json") ? JSON.parse(init.body) : init.body) : undefined;
    const request = { method, path: url.pathname, url, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route ? await route(request) : { status: 404, body: { message: "Page not found.", status: 404 } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  };
  return { client: createApiClient({ fetch }), requests };
}

// @vitest-environment node
import { createServer } from "node:http";
import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { answerJson, startRecordingServer, type SeenRequest } from "./startRecordingServer";
import { createApiClient } from "./createApiClient";
import { jsonTextOf } from "./jsonText";

// A real HTTP server on an ephemeral port: each path answers one way, every request is recorded.
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let base: string;
let seen: SeenRequest[];

const routes: Record<string, (res: ServerResponse) => void> = {
  "/api/v2/echo": (res) => answerJson(res, 200, { ok: true }),
  "/api/v2/list": (res) => {
    res.setHeader("x-app-page-current", "2");
    res.setHeader("x-app-page-limit", "30");
    res.setHeader("x-app-page-result-count", "95");
    res.setHeader("link", '</api/v2/list?page=1>; rel="prev", </api/v2/list?page=3>; rel="next"');
    answerJson(res, 200, [{ id: 1 }]);
  },
  "/api/v2/missing": (res) => answerJson(res, 404, { message: "Discussion not found.", status: 404, description: "It was deleted." }),
  "/api/v2/invalid": (res) =>
    answerJson(res, 422, {
      message: "Validation failed.",
      status: 422,
      errors: { name: [{ message: "Title is required.", code: "missingField", field: "name" }] },
      actionButton: { label: "Help", url: "/help" },
      trace: "at line 1",
    }),
  "/api/v2/timeout": (res) => answerJson(res, 408, { message: "Request timeout" }),
  "/api/v2/proxy": (res) => {
    res.writeHead(502, { "content-type": "text/html" });
    res.end("<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>The upstream did not answer.</p></body></html>");
  },
  "/api/v2/plain": (res) => {
    res.writeHead(500, { "content-type": "text/plain" });
    res.end("oops");
  },
  "/api/v2/empty": (res) => {
    res.writeHead(204);
    res.end();
  },
};

beforeAll(async () => {
  server = await startRecordingServer((request, res) => {
    const route = routes[request.url.split("?")[0] ?? ""];
    if (route) route(res);
    else answerJson(res, 404, { message: "No route" });
  });
  base = server.base;
  seen = server.seen;
});

afterAll(() => server.close());

const last = () => seen[seen.length - 1]!;
const client = () => createApiClient({ baseUrl: base });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createApiClient against a real HTTP server", () => {
  it("sends X-Requested-With and JSON headers and serialises params qs-style", async () => {
    const { data, status } = await client().get<{ ok: boolean }>("/echo", {
      params: { page: 2, expand: ["users", "tags"], params: { page: 2, sort: "-score" }, skip: undefined, pinned: true },
    });
    expect(data).toEqual({ ok: true });
    expect(status).toBe(200);
    expect(last().method).toBe("GET");
    expect(last().headers["x-requested-with"]).toBe("vanilla");
    expect(last().headers.accept).toBe("application/json");
    expect(decodeURIComponent(last().url)).toBe("/api/v2/echo?page=2&expand[]=users&expand[]=tags&params[page]=2&params[sort]=-score&pinned=true");
  });

  it("posts, puts, patches and deletes JSON bodies", async () => {
    await client().post("/echo", { name: "Hello" });
    expect(last()).toMatchObject({ method: "POST", body: '{"name":"Hello"}' });
    expect(last().headers["content-type"]).toBe("application/json");
    expect(last().headers["x-requested-with"]).toBe("vanilla");
    await client().put("/echo", [1]);
    expect(last()).toMatchObject({ method: "PUT", body: "[1]" });
    await client().patch("/echo", { closed: true });
    expect(last()).toMatchObject({ method: "PATCH", body: '{"closed":true}' });
    await client().delete("/echo");
    expect(last()).toMatchObject({ method: "DELETE", body: "" });
  });

  it("sends a string body as it is under the caller's own non-JSON content type", async () => {
    await client().post("/echo", "eyJ.a.b", { headers: { "Content-Type": "application/system+jwt" } });
    expect(last()).toMatchObject({ method: "POST", body: "eyJ.a.b" });
    expect(last().headers["content-type"]).toBe("application/system+jwt");
    // An object under such a header is still JSON: only a ready string can go as it is.
    await client().post("/echo", { a: 1 }, { headers: { "content-type": "text/plain" } });
    expect(last()).toMatchObject({ body: '{"a":1}' });
    expect(last().headers["content-type"]).toBe("application/json");
  });

  it("reads paging from the response headers", async () => {
    const { data, paging } = await client().get("/list");
    expect(data).toEqual([{ id: 1 }]);
    expect(paging).toEqual({ page: 2, limit: 30, total: 95, prev: "/api/v2/list?page=1", next: "/api/v2/list?page=3" });
    expect((await client().get("/echo")).paging).toBeUndefined();
  });

  it("keeps the JSON text of the data only when asked to", async () => {
    const kept = await createApiClient({ baseUrl: base, keepJsonText: true }).get<{ ok: boolean }>("/echo");
    expect(jsonTextOf(kept.data)).toBe('{"ok":true}');
    const plain = await client().get<{ ok: boolean }>("/echo");
    expect(jsonTextOf(plain.data)).toBeUndefined();
  });

  it("answers an empty body as undefined", async () => {
    expect(await client().delete("/empty")).toEqual({ data: undefined, status: 204 });
  });

  it("copies message and description of an error body", async () => {
    const error = await failure(client().get("/missing"));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Discussion not found.");
    expect(error.description).toBe("It was deleted.");
  });

  it("prefers a field error's message and copies errors, actionButton and trace", async () => {
    const error = await failure(client().post("/invalid", {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe("Title is required.");
    expect(error.fieldErrors("name")).toEqual([{ message: "Title is required.", code: "missingField", field: "name" }]);
    expect(error.actionButton).toEqual({ label: "Help", url: "/help" });
    expect(error.trace).toBe("at line 1");
  });

  it("treats 408 as a non-error", async () => {
    await expect(client().get("/timeout")).resolves.toMatchObject({ status: 408 });
  });

  it("turns a proxy's HTML error page into 'An Error has Occured' with a description", async () => {
    const error = await failure(client().get("/proxy"));
    expect(error.status).toBe(502);
    expect(error.message).toBe("An Error has Occured");
    expect(error.description).toBe("502 Bad Gateway The upstream did not answer.");
  });

  it("answers an unknown failure with 'Something went wrong.'", async () => {
    const error = await failure(client().get("/plain"));
    expect(error.status).toBe(500);
    expect(error.message).toBe("Something went wrong.");
  });

  it("answers a network failure with the contacting-the-server message", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v2` }).get("/echo"));
    expect(error.status).toBe(0);
    expect(error.message).toBe("Something went wrong while contacting the server.");
  });
});

import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { injectFetch } from "./injectFetch";

const app = Fastify();
app.get("/api/v2/echo", async (request, reply) => {
  reply.header("x-app-page-current", "2");
  return { cookie: request.headers.cookie ?? null, query: request.query };
});
app.post("/api/v2/echo", async (request, reply) => reply.code(201).send({ received: request.body, requestedWith: request.headers["x-requested-with"] }));
app.delete("/api/v2/echo", async (_request, reply) => reply.code(204).send());

afterAll(() => app.close());

describe("injectFetch", () => {
  it("answers in-process with the page visitor's cookie, status, headers and body", async () => {
    const fetchApi = injectFetch(app, "quorum_session=abc");
    const response = await fetchApi("/api/v2/echo?page=2", { method: "GET" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-app-page-current")).toBe("2");
    expect(await response.json()).toEqual({ cookie: "quorum_session=abc", query: { page: "2" } });
  });

  it("sends bodies and headers of mutations", async () => {
    const fetchApi = injectFetch(app, undefined);
    const response = await fetchApi("http://localhost/api/v2/echo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
      body: JSON.stringify({ name: "x" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: { name: "x" }, requestedWith: "vanilla" });
  });

  it("gives an empty body for 204", async () => {
    const response = await injectFetch(app, undefined)("/api/v2/echo", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});

import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { setPagingHeaders } from "./setPagingHeaders";

// The Link header is remembered by URL: the same URL answered with another page state gets its own.
const app = Fastify();
app.get("/list", async (request, reply) => {
  const { page, more } = request.query as { page?: string; more?: string };
  setPagingHeaders(reply, request, { page: Number(page ?? 1), limit: 10, hasNext: more === "1" || request.headers["x-more"] === "1" });
  return [];
});
afterAll(() => app.close());

describe("setPagingHeaders", () => {
  it("gives each URL and page state its own Link, however often asked", async () => {
    for (let round = 0; round < 2; round++) {
      const more = await app.inject({ url: "/list?page=2&sort=new", headers: { "x-more": "1" } });
      expect(more.headers.link).toBe('</list?page=1&sort=new>; rel="prev", </list?page=3&sort=new>; rel="next"');
      const last = await app.inject({ url: "/list?page=2&sort=new" });
      expect(last.headers.link).toBe('</list?page=1&sort=new>; rel="prev"');
      const first = await app.inject({ url: "/list?sort=new&more=1" });
      expect(first.headers.link).toBe('</list?sort=new&more=1&page=2>; rel="next"');
      expect((await app.inject({ url: "/list" })).headers.link).toBeUndefined();
    }
  });
});

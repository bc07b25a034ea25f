import { RecordIDParamsSchema } from "@quorum/api";
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { apiRoute } from "./apiRoute";

const handler: RouteOptions["handler"] = async () => null;

describe("apiRoute", () => {
  it("lists an API route with its request schemas", () => {
    const route: RouteOptions = { method: "GET", url: "/api/v2/discussions/:id", handler, schema: { params: RecordIDParamsSchema } };
    expect(apiRoute(route)).toEqual({
      method: "GET",
      url: "/api/v2/discussions/:id",
      schema: { params: RecordIDParamsSchema, querystring: undefined, body: undefined },
    });
  });

  it("leaves out Fastify's HEAD twins and routes outside the API", () => {
    expect(apiRoute({ method: "HEAD", url: "/api/v2/config", handler })).toBeUndefined();
    expect(apiRoute({ method: "GET", url: "/*", handler })).toBeUndefined();
    expect(apiRoute({ method: "GET", url: "/api/v2x", handler })).toBeUndefined();
  });

  it("names a route of several methods by its first", () => {
    expect(apiRoute({ method: ["PUT", "PATCH"], url: "/api/v2/x", handler })?.method).toBe("PUT");
  });
});

import { describe, expect, it } from "vitest";
import { textResponse } from "./textResponse";

const init = { status: 201, headers: { "content-type": "application/json; charset=utf-8", "x-app-page-current": "2" } };

describe("textResponse", () => {
  it("is a Response with the status and headers given", () => {
    const response = textResponse('{"a":1}', init);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-app-page-current")).toBe("2");
  });

  it("reads its text once, as text or JSON, and refuses a second read", async () => {
    const response = textResponse('{"name":"Zoë <b>"}', init);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ name: "Zoë <b>" });
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
  });

  it("gives the same body as bytes, a stream or a clone", async () => {
    expect(new TextDecoder().decode(await textResponse("Zoë", init).arrayBuffer())).toBe("Zoë");
    expect(await new Response(textResponse("Zoë", init).body).text()).toBe("Zoë");
    const response = textResponse("Zoë", init);
    const copy = response.clone();
    expect(await copy.text()).toBe("Zoë");
    expect(await response.text()).toBe("Zoë");
    expect(response.bodyUsed).toBe(true);
  });

  it("has no body when given none", async () => {
    const response = textResponse(null, { status: 204 });
    expect(response.body).toBeNull();
    expect(await response.text()).toBe("");
  });
});

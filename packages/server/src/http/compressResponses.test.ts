import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compressResponses";
import { sendJson } from "./sendJson";

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `discussion ${i}` })) };
const bigText = JSON.stringify(big);
const app = Fastify();
app.addHook("onSend", compressResponses());
app.get("/json", async () => big);
app.get("/bytes", async (_request, reply) => sendJson(reply, big));
app.get("/small", async () => ({ ok: true }));
app.get("/html", async (_request, reply) =>
  reply
    .type("text/html; charset=utf-8")
    .header("vary", "cookie")
    .send(`<p>${"text ".repeat(400)}</p>`),
);
app.get("/png", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096, 7)));
app.get("/stream", async (_request, reply) => reply.type("text/plain").send(Readable.from([bigText])));
app.get("/encoded", async (_request, reply) => reply.type("text/plain").header("content-encoding", "gzip").send(Buffer.from(bigText)));
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compressResponses", () => {
  it("compresses JSON, from Fastify's serializer or sendJson, per Accept-Encoding", async () => {
    for (const url of ["/json", "/bytes"]) {
      const br = await get(url, "gzip, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("accept-encoding");
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigText);
      const gz = await get(url, "gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toBe(bigText);
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("accept-encoding");
      expect(plain.payload).toBe(bigText);
    }
  });

  it("spends less on JSON than on pages: brotli quality 1 for JSON, 4 for HTML", async () => {
    const atQuality = (text: string, quality: number) =>
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });
    expect((await get("/json", "br")).rawPayload).toEqual(atQuality(bigText, 1));
    const html = `<p>${"text ".repeat(400)}</p>`;
    expect((await get("/html", "br")).rawPayload).toEqual(atQuality(html, 4));
    expect(atQuality(bigText, 1)).not.toEqual(atQuality(bigText, 4));
  });

  it("leaves answers under the threshold as they are", async () => {
    const small = await get("/small", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it("adds accept-encoding to a Vary already there", async () => {
    const html = await get("/html", "br");
    expect(html.headers["content-encoding"]).toBe("br");
    expect(html.headers.vary).toBe("cookie, accept-encoding");
  });

  it("passes by formats that do not compress, streams and bodies already encoded", async () => {
    expect((await get("/png", "br")).headers["content-encoding"]).toBeUndefined();
    const stream = await get("/stream", "br");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.payload).toBe(bigText);
    const encoded = await get("/encoded", "br");
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(encoded.payload).toBe(bigText);
  });
});

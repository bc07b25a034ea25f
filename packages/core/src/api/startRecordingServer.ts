import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the server saw, with its whole body as text. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A JSON answer with the API's content type. */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server on an ephemeral port for the API client's tests (no fetch stand-in): every
 * request is recorded in `seen`, then `answer` replies to it. `base` is its `/api/v2` address.
 * Node only (`@vitest-environment node`).
 */
export async function startRecordingServer(
  answer: (request: SeenRequest, res: ServerResponse) => void,
): Promise<{ base: string; seen: SeenRequest[]; close: () => Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { request } from "node:http";

/** What the site answered: its status and body text. */
export interface Answer {
  status: number;
  text: string;
}

/**
 * Sends one request and resolves with the answer as soon as it has arrived whole, even when the
 * site stopped reading the request's body: a body over the size limit is answered 413 before it
 * has all been sent, and the site then closes the connection. fetch() reported that as "fetch
 * failed" when the close won the race against the answer (1 run in several), though the 413 had
 * been written. Rejects only when no answer came: the connection failed before one, or 60 s passed.
 */
export function sendRequest(url: string, method: string, headers: Record<string, string>, body?: string | Uint8Array<ArrayBuffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // The length said, as fetch says it: Node would send a DELETE's body chunked, which the site
    // does not read as JSON.
    const length = body === undefined ? {} : { "content-length": String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength) };
    const sent = request(url, { method, headers: { ...headers, ...length }, timeout: 60_000 }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    sent.on("timeout", () => sent.destroy(new Error("no answer within 60 s")));
    // A write cut off after the answer began is the site refusing the rest of the body, not a failure.
    sent.on("error", (error) => {
      if (!answered) reject(error);
    });
    sent.end(body);
  });
}

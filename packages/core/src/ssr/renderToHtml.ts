import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** Longest a page may wait for suspended parts before they are sent as their fallbacks. */
const RENDER_TIMEOUT = 10_000;

/**
 * Renders React to a string once everything has resolved (every Suspense boundary), so crawlers
 * and first paint get the full page. A part that throws is sent as its fallback (its boundary's
 * skeleton) and the browser renders it again, where its error boundary shows the message.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        // Joined as bytes: a multi-byte character may straddle two chunks.
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        console.error("Server render error", error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error("Server render timed out")), RENDER_TIMEOUT);
  });
}

import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

/** Longest a page may wait for suspended parts before they are sent as their fallbacks. */
const RENDER_TIMEOUT = 10_000;

/**
 * How React marks a Suspense boundary it could not render on the server (a part that suspended
 * or threw): the browser renders it instead. Page text cannot contain it (React escapes `<`, and
 * sanitized bodies keep no comments); were it to, the cost is only the second render below.
 */
const CLIENT_RENDERED_BOUNDARY = "<!--$!";

/**
 * Renders React to a string once everything has resolved (every Suspense boundary), so crawlers
 * and first paint get the full page. A part that throws is sent as its fallback (its boundary's
 * skeleton) and the browser renders it again, where its error boundary shows the message.
 *
 * A server page normally has everything in memory before it renders (the layout prefetched, the
 * widget chunks preloaded), so it is first rendered synchronously to a string, which costs far
 * less than the stream (no byte encoding of every small chunk). Only when a part suspended or
 * threw there is the page rendered again through the stream, which waits for data and reports
 * errors. Both put every boundary inline: no part is held back behind a script.
 */
export function renderToHtml(element: ReactNode, nonce?: string): Promise<string> {
  const html = renderSynchronously(element);
  return html === undefined ? renderWhenReady(element, nonce) : Promise.resolve(html);
}

/** The page if nothing in it suspended or failed; undefined otherwise. */
function renderSynchronously(element: ReactNode): string | undefined {
  try {
    const html = renderToString(element);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html;
  } catch {
    // The shell itself suspended or threw: the stream render waits for it or reports the error.
    return undefined;
  }
}

/** `nonce`: any inline script React writes carries the page's Content-Security-Policy nonce. */
function renderWhenReady(element: ReactNode, nonce: string | undefined): Promise<string> {
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
      // Large boundaries would otherwise be sent hidden and revealed by an inline script.
      progressiveChunkSize: Infinity,
      ...(nonce === undefined ? {} : { nonce }),
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

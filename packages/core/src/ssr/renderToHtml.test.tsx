// @vitest-environment node
import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToHtml } from "./renderToHtml";

afterEach(() => vi.restoreAllMocks());

function Paragraphs({ count }: { count: number }): ReactNode {
  return Array.from({ length: count }, (_, index) => <p key={index}>{`Comment number ${index} of a long thread.`}</p>);
}

function Broken(): ReactNode {
  throw new Error("This widget broke");
}

describe("renderToHtml", () => {
  it("renders the whole page, a boundary larger than React's streaming chunks inline", async () => {
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Paragraphs count={600} />
        </Suspense>
      </main>,
    );
    expect(html.length).toBeGreaterThan(20_000);
    expect(html.startsWith("<main><!--$--><p>Comment number 0 of a long thread.</p>")).toBe(true);
    expect(html.endsWith("<p>Comment number 599 of a long thread.</p><!--/$--></main>")).toBe(true);
    expect(html).not.toMatch(/<template|<script|hidden/);
  });

  it("waits for a part that suspends", async () => {
    let loaded = false;
    const Later = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      loaded = true;
      return { default: () => <p>Loaded later</p> };
    });
    const html = await renderToHtml(
      <Suspense fallback={<p>Loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(loaded).toBe(true);
    expect(html).toBe("<!--$--><p>Loaded later</p><!--/$-->");
  });

  it("sends a part that throws as its fallback, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await renderToHtml(
      <div>
        <p>Fine</p>
        <Suspense fallback={<p>Skeleton</p>}>
          <Broken />
        </Suspense>
      </div>,
    );
    expect(html).toContain("<p>Fine</p>");
    expect(html).toContain("<p>Skeleton</p>");
    expect(logged).toHaveBeenCalledWith("Server render error", expect.objectContaining({ message: "This widget broke" }));
  });

  it("rejects when the page itself fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(renderToHtml(<Broken />)).rejects.toThrow("This widget broke");
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import type { ComponentType, ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetBoundary } from "../layout/WidgetBoundary";
import { EARLY_EVENTS_SCRIPT } from "./EARLY_EVENTS_SCRIPT";
import { LazyBoundary } from "./LazyBoundary";
import { resetInteractionWake } from "./interactionWake";
import { releaseEarlyEvents } from "./releaseEarlyEvents";

/** A comment box that renders again right after hydrating (a store the server could not read). */
function CommentBox(): ReactNode {
  const [text, setText] = useState("");
  const where = useSyncExternalStore(
    () => () => undefined,
    () => "browser",
    () => "server",
  );
  return (
    <>
      <textarea aria-label="Comment" value={text} onChange={(event) => setText(event.target.value)} />
      <p>Rendered in the {where}</p>
      <output>{text}</output>
    </>
  );
}

/** The box's code, arriving a moment after the widget's. */
function lazyBox() {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { default: CommentBox };
  });
}

type Boundary = "LazyBoundary" | "Suspense";

/** A widget whose comment box is a lazy part of it, inside the given boundary. */
function Widget({ Box, boundary }: { Box: ComponentType; boundary: Boundary }): ReactNode {
  return (
    <WidgetBoundary>{boundary === "LazyBoundary" ? <LazyBoundary>{<Box />}</LazyBoundary> : <Suspense fallback={null}>{<Box />}</Suspense>}</WidgetBoundary>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete window.__QUORUM_EARLY__;
  resetInteractionWake();
});

/** Serves the page, types into the box before any script ran, then hydrates with the box lazy. */
async function typeBeforeHydration(boundary: Boundary): Promise<HTMLTextAreaElement> {
  document.body.innerHTML = `<div id="root">${renderToString(<Widget Box={CommentBox} boundary={boundary} />)}</div>`;
  new Function(EARLY_EVENTS_SCRIPT)();
  const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Comment" });
  box.value = "Typed early";
  box.dispatchEvent(new Event("input", { bubbles: true }));
  releaseEarlyEvents();
  const Box = lazyBox();
  act(() => {
    root = hydrateRoot(document.getElementById("root")!, <Widget Box={Box} boundary={boundary} />);
  });
  await screen.findByText("Rendered in the browser");
  return box;
}

/** A menu's opener: a button that says whether its click arrived. */
function Opener(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      Follow
    </button>
  );
}

describe("LazyBoundary", () => {
  it("keeps a click on a lazy part that the app has hydrated around but not yet inside", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = `<div id="root">${renderToString(<LazyBoundary>{<Opener />}</LazyBoundary>)}</div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    let arrive: (value: { default: ComponentType }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    releaseEarlyEvents();
    act(() => {
      root = hydrateRoot(document.getElementById("root")!, <LazyBoundary>{<Lazy />}</LazyBoundary>);
    });
    const button = screen.getByRole("button", { name: "Follow" });
    // The app runs, the part's code has not arrived: React would drop this click.
    act(() => button.click());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await act(async () => arrive({ default: Opener }));
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("true"));
    consoleError.mockRestore();
  });

  it("keeps what was typed into a lazy part of a widget that hydrates after the widget", async () => {
    const box = await typeBeforeHydration("LazyBoundary");
    expect(box.value).toBe("Typed early");
    expect(screen.getByRole("status").textContent).toBe("Typed early");
  });

  it("is needed for that: a plain Suspense boundary lets React put its empty state back", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await typeBeforeHydration("Suspense");
    expect(screen.getByRole("status").textContent).toBe("");
    consoleError.mockRestore();
  });

  it("shows its fallback while the part's code loads in the browser", async () => {
    const Box = lazyBox();
    root = createRoot(document.body.appendChild(document.createElement("div")));
    act(() => root?.render(<LazyBoundary fallback={<p>Loading the box</p>}>{<Box />}</LazyBoundary>));
    expect(screen.getByText("Loading the box")).toBeTruthy();
    await screen.findByText("Rendered in the browser");
    expect(screen.queryByText("Loading the box")).toBeNull();
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import { lazy, useEffect, useState, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetBoundary } from "../layout/WidgetBoundary";
import { renderDocument } from "../ssr/renderDocument";
import { EARLY_EVENTS_SCRIPT } from "./EARLY_EVENTS_SCRIPT";
import { EarlyEventsReplay } from "./EarlyEventsReplay";
import { LazyBoundary } from "./LazyBoundary";
import { resetInteractionWake } from "./interactionWake";
import { releaseEarlyEvents } from "./releaseEarlyEvents";

interface Sent {
  name: string;
  password: string;
  remember: boolean;
}

/** A sign-in-like form with controlled fields and a menu button, as the pages have them. */
function Form({ onSend }: { onSend: (sent: Sent) => void }): ReactNode {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend({ name, password, remember });
        }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <input aria-label="Password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <input aria-label="Remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <button type="submit">Send</button>
      </form>
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Options
      </button>
      {open && <div role="menu">The menu</div>}
    </>
  );
}

/**
 * The app: the form inside a Suspense boundary, as a route's page is. In the browser its code
 * arrives a moment after the root's (`lazyForm`), so the boundary hydrates after the root's effects.
 */
function Page({ onSend, lazyForm = false }: { onSend: (sent: Sent) => void; lazyForm?: boolean }): ReactNode {
  return (
    <>
      <LazyBoundary fallback={<p>Loading</p>}>{lazyForm ? <LazyForm onSend={onSend} /> : <Form onSend={onSend} />}</LazyBoundary>
      <EarlyEventsReplay />
    </>
  );
}
let LazyForm = lazyAfterAWhile(Form);

/** `component`, its code arriving a moment after the app's. */
function lazyAfterAWhile<P extends object>(component: (props: P) => ReactNode, ms = 50) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { default: component };
  });
}

/** Another widget of the page, whose code arrives first; `onHydrated` runs after its commit. */
function Notice({ onHydrated }: { onHydrated: () => void }): ReactNode {
  useEffect(onHydrated, [onHydrated]);
  return <p>A notice</p>;
}
let LazyNotice = lazyAfterAWhile(Notice, 5);

/** A page of two widgets: a notice whose code comes at once, and the form, whose code comes later (in the browser). */
function TwoWidgetPage({ onSend, onNoticeHydrated, browser }: { onSend: (sent: Sent) => void; onNoticeHydrated: () => void; browser: boolean }): ReactNode {
  return (
    <>
      <WidgetBoundary>{browser ? <LazyNotice onHydrated={onNoticeHydrated} /> : <Notice onHydrated={onNoticeHydrated} />}</WidgetBoundary>
      <WidgetBoundary>{browser ? <LazyForm onSend={onSend} /> : <Form onSend={onSend} />}</WidgetBoundary>
      <EarlyEventsReplay />
    </>
  );
}

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
// New for each test (beforeEach): a lazy component loads once, and each test needs the wait.
let LazyCommentBox = lazyAfterAWhile(CommentBox);

/** The box as a widget of the page, its code arriving after the app's (as in the browser). */
function CommentPage({ lazyBox }: { lazyBox: boolean }): ReactNode {
  return (
    <>
      <WidgetBoundary>{lazyBox ? <LazyCommentBox /> : <CommentBox />}</WidgetBoundary>
      <EarlyEventsReplay />
    </>
  );
}

/** Typing into a field as a browser does: its value, then an `input` event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  LazyForm = lazyAfterAWhile(Form, 150);
  LazyNotice = lazyAfterAWhile(Notice, 5);
  LazyCommentBox = lazyAfterAWhile(CommentBox);
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("multiple renderers concurrently")) return;
    original(...args);
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  delete window.__QUORUM_EARLY__;
  // releaseEarlyEvents starts watching the page for good; each test serves a new page.
  resetInteractionWake();
  consoleError.mockRestore();
});

/** The server's markup in `#root` and the document's early script run, as in a served page. */
function serverPage(onSend: (sent: Sent) => void): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page onSend={onSend} />)}</div>`;
  new Function(EARLY_EVENTS_SCRIPT)();
  return document.getElementById("root")!;
}

function hydrate(container: HTMLElement, onSend: (sent: Sent) => void, lazyForm = false): void {
  releaseEarlyEvents();
  act(() => {
    root = hydrateRoot(container, <Page onSend={onSend} lazyForm={lazyForm} />);
  });
}

describe("events before hydration", () => {
  it("holds a submit back, and sends it once after hydration with what was typed and ticked", async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    type(name, "member");
    type(screen.getByLabelText<HTMLInputElement>("Password"), "secret");
    screen.getByRole("checkbox", { name: "Remember" }).click();
    const send = screen.getByRole("button", { name: "Send" });
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    send.closest("form")!.dispatchEvent(submit);
    // A double click: still one sign-in.
    send.click();
    expect(submit.defaultPrevented).toBe(true);
    expect(window.__QUORUM_EARLY__?.events.map((event) => event.type)).toEqual(["submit"]);

    hydrate(container, onSend);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({ name: "member", password: "secret", remember: false });
    // A later render keeps the typed text (React would otherwise put its empty state back).
    expect(name.value).toBe("member");
    expect(window.__QUORUM_EARLY__?.events).toEqual([]);
  });

  it("waits for the form's part of the page to hydrate before handing over and replaying", async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    type(screen.getByRole<HTMLInputElement>("textbox", { name: "Name" }), "member");
    screen.getByRole("button", { name: "Send" }).click();

    hydrate(container, onSend, true);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({ name: "member", password: "", remember: true });
  });

  it("does not replay into a part React is still rendering, which looks hydrated before it commits", async () => {
    const onSend = vi.fn();
    document.body.innerHTML = `<div id="root">${renderToString(<TwoWidgetPage onSend={onSend} onNoticeHydrated={() => undefined} browser={false} />)}</div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    type(name, "member");
    screen.getByRole("button", { name: "Send" }).click();
    const form = name.closest("form")!;
    // Once the notice has committed, the form's render begins and, on a busy machine, pauses
    // halfway: React has marked its nodes (a key starting "__reactFiber$", not React's own one
    // here, so React itself ignores it) but not committed them.
    const renderingForm = (): void => {
      for (const node of [form, ...form.querySelectorAll("input, button")]) Object.assign(node, { __reactFiber$renderingNow: {} });
    };
    releaseEarlyEvents();
    act(() => {
      root = hydrateRoot(document.getElementById("root")!, <TwoWidgetPage onSend={onSend} onNoticeHydrated={renderingForm} browser />);
    });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({ name: "member", password: "", remember: true });
    expect(name.value).toBe("member");
  });

  it("keeps what was typed when the widget renders again right after hydrating", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<CommentPage lazyBox={false} />)}</div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Comment" });
    type(box, "Posted into");
    releaseEarlyEvents();
    act(() => {
      root = hydrateRoot(document.getElementById("root")!, <CommentPage lazyBox />);
    });
    await screen.findByText("Rendered in the browser");
    expect(box.value).toBe("Posted into");
    expect(screen.getByRole("status").textContent).toBe("Posted into");
  });

  it("keeps what is typed while the page hydrates, into a part that hydrates after the app has started", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<CommentPage lazyBox={false} />)}</div>`;
    new Function(EARLY_EVENTS_SCRIPT)();
    releaseEarlyEvents();
    act(() => {
      root = hydrateRoot(document.getElementById("root")!, <CommentPage lazyBox />);
    });
    // The app has started (nothing was held back); the box's code has not arrived yet.
    const box = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Comment" });
    type(box, "Typed while it hydrates");
    await screen.findByText("Rendered in the browser");
    expect(box.value).toBe("Typed while it hydrates");
    expect(screen.getByRole("status").textContent).toBe("Typed while it hydrates");
  });

  it("replays a click on a button, so a menu opened before hydration opens", async () => {
    const container = serverPage(vi.fn());
    screen.getByRole("button", { name: "Options" }).click();
    expect(screen.queryByRole("menu")).toBeNull();

    hydrate(container, vi.fn());
    expect(await screen.findByRole("menu")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Options" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("leaves events React handles alone once released: a submit after hydration is not sent twice", async () => {
    const onSend = vi.fn();
    const container = serverPage(onSend);
    hydrate(container, onSend);
    screen.getByRole("button", { name: "Send" }).click();
    screen.getByRole("button", { name: "Options" }).click();
    await screen.findByRole("menu");
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(window.__QUORUM_EARLY__?.events).toEqual([]);
  });

  it("is the document's first script, before the app's files", () => {
    const html = renderDocument({
      lang: "en",
      title: "T",
      themeVariables: {},
      assets: { scripts: ["/assets/entry.js"], styles: [] },
      body: "",
      data: { bootstrap: {} as never, state: { queries: [], mutations: [] } },
    });
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((match) => match.index);
    expect(html.indexOf(EARLY_EVENTS_SCRIPT)).toBe((scripts[0] ?? -1) + "<script>".length);
    expect(html.indexOf("/assets/entry.js")).toBeGreaterThan(html.indexOf(EARLY_EVENTS_SCRIPT));
  });
});

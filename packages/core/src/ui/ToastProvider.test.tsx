import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import type { ToastApi, ToastOptions } from "./ToastContext";
import { ToastProvider } from "./ToastProvider";
import { useToast } from "./useToast";

/** Renders the whole app around a probe that hands out the page's toast functions. */
function renderToasts(): ToastApi {
  let api: ToastApi | undefined;
  function Probe(): ReactNode {
    api = useToast();
    return null;
  }
  renderWithApp(<Probe />);
  if (!api) throw new Error("useToast() gave nothing");
  return api;
}

function add(api: ToastApi, options: ToastOptions): string {
  let id = "";
  act(() => {
    id = api.addToast(options);
  });
  return id;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides an auto-dismiss toast after 3000 ms and deletes it 2000 ms later", () => {
    const api = renderToasts();
    add(api, { body: "Discussion has been muted.", autoDismiss: true });
    expect(screen.getByRole("status").textContent).toBe("Discussion has been muted.");

    advance(2999);
    expect(screen.getByRole("status").textContent).toBe("Discussion has been muted.");
    advance(1);
    // Hidden for its exit transition: out of the accessibility tree, still in the page.
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Discussion has been muted.")).toBeTruthy();
    advance(1999);
    expect(screen.queryByText("Discussion has been muted.")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Discussion has been muted.")).toBeNull();
  });

  it("honours a custom auto-dismiss duration", () => {
    const api = renderToasts();
    add(api, { body: "Link copied to clipboard", autoDismiss: true, autoDismissDuration: 500 });
    advance(499);
    expect(screen.getByRole("status")).toBeTruthy();
    advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps a persistent error toast until its Dismiss button is pressed", () => {
    const api = renderToasts();
    add(api, { body: "There was a problem bookmarking this discussion.", persistent: true, dismissible: true, autoDismiss: true, tone: "error" });
    advance(60_000);
    const toast = screen.getByRole("alert");
    expect(toast.textContent).toBe("There was a problem bookmarking this discussion.");

    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
    advance(2000);
    expect(screen.queryByText("There was a problem bookmarking this discussion.")).toBeNull();
  });

  it("shows 'Something has gone wrong.' for an error toast without a message", () => {
    const api = renderToasts();
    add(api, { body: "", tone: "error", dismissible: true });
    expect(screen.getByRole("alert").textContent).toBe("Something has gone wrong.");
  });

  it("updates and removes a toast by its id, and stacks several", () => {
    const api = renderToasts();
    const bulk = add(api, { body: "2 discussions selected", persistent: true });
    add(api, { body: "Success! This post has been bumped.", autoDismiss: true });
    expect(screen.getAllByRole("status").map((toast) => toast.textContent)).toEqual(["2 discussions selected", "Success! This post has been bumped."]);

    act(() => api.updateToast(bulk, { body: "3 discussions selected" }));
    expect(screen.getByText("3 discussions selected")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();

    act(() => api.removeToast(bulk));
    // An update after removal does not bring it back.
    act(() => api.updateToast(bulk, { body: "4 discussions selected" }));
    expect(screen.getAllByRole("status").map((toast) => toast.textContent)).toEqual(["Success! This post has been bumped."]);
    advance(2000);
    expect(screen.queryByText(/discussions selected/)).toBeNull();
  });

  it("restarts the auto-dismiss clock when an update turns auto-dismiss on", () => {
    const api = renderToasts();
    const id = add(api, { body: "Saving…" });
    advance(10_000);
    act(() => api.updateToast(id, { body: "Success! Preferences saved", autoDismiss: true }));
    advance(2999);
    expect(screen.getByRole("status").textContent).toBe("Success! Preferences saved");
    advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("ToastProvider", () => {
  it("renders its children and no toast on the server, without touching the DOM", () => {
    function AddsOnMount(): ReactNode {
      const { addToast } = useToast();
      useEffect(() => void addToast({ body: "Never on the server" }), [addToast]);
      return <p>Page</p>;
    }
    vi.stubGlobal("document", undefined);
    vi.stubGlobal("window", undefined);
    try {
      const html = renderToString(
        <ToastProvider>
          <AddsOnMount />
        </ToastProvider>,
      );
      expect(html).toBe("<p>Page</p>");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("tells a component used outside a provider what is missing", () => {
    function Orphan(): ReactNode {
      useToast();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});

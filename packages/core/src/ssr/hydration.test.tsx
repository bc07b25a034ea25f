import { act, fireEvent, screen } from "@testing-library/react";
import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { AppRoot } from "../app/AppRoot";
import { preloadRoute } from "../app/preloadRoute";
import { MemoryRouter } from "../router/MemoryRouter";
import type { QuorumPageData } from "../app/QuorumPageData";
import { createApiClient } from "../api/createApiClient";
import { createQueryClient } from "../query/createQueryClient";
import { fakeApi } from "../testing/fakeApi";
import { guestBootstrap } from "../testing/testBootstrap";
import { coreAddon } from "../widgets/coreAddon";
import { renderPage } from "./renderPage";
import type { RenderRequest } from "./RenderRequest";

function Greeting({ text }: { text: string }) {
  return <p className="greeting">{text}</p>;
}
const addons = [coreAddon, defineAddon({ key: "test", widgets: { Greeting: { load: async () => ({ default: Greeting }) } } })];

let root: Root | undefined;
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Server and browser renderers share one process here, which React's dev build remarks on.
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("multiple renderers concurrently")) return;
    original(...args);
  });
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  consoleError.mockRestore();
});

describe("server render + hydration", () => {
  it("hydrates the server's page with no mismatch and no API request", async () => {
    const server = fakeApi();
    const request: RenderRequest = {
      url: "/",
      bootstrap: guestBootstrap() as RenderRequest["bootstrap"],
      fetch: server.fetch,
      assets: { scripts: [], styles: [] },
    };
    const { html } = await renderPage(request, new AddonRegistry(addons));

    // What the browser does: the document, then entry-client's steps.
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? "";
    const data = new Function(`return ${/window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1]}`)() as QuorumPageData;
    const queryClient = createQueryClient();
    hydrate(queryClient, data.state);
    const registry = new AddonRegistry(addons);
    await preloadRoute("/", registry, queryClient);

    const browser = fakeApi();
    const recoverable: unknown[] = [];
    const container = document.getElementById("root")!;
    const serverMarkup = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/"]}>
          <AppRoot registry={registry} bootstrap={data.bootstrap} queryClient={queryClient} apiClient={createApiClient({ fetch: browser.fetch })} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(browser.requests).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(screen.getByText("Welcome </script><script>alert(1)</script> & <b>friends</b>")).toBeTruthy();
    // It is live: the menu button responds.
    fireEvent.click(screen.getByRole("button", { name: "Open Menu" }));
    expect(screen.getByRole("button", { name: "Close Menu" }).getAttribute("aria-expanded")).toBe("true");
  });
});

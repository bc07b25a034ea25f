import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrate } from "@tanstack/react-query";
import { useState } from "react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { AppRoot } from "../app/AppRoot";
import { preloadRoute } from "../app/preloadRoute";
import type { QuorumPageData } from "../app/QuorumPageData";
import { createApiClient } from "../api/createApiClient";
import { createQueryClient } from "../query/createQueryClient";
import { MemoryRouter } from "../router/MemoryRouter";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { renderPage } from "../ssr/renderPage";
import type { RenderRequest } from "../ssr/RenderRequest";
import { fakeApi } from "../testing/fakeApi";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import { coreAddon } from "../widgets/coreAddon";
import { resetInteractionWake } from "./interactionWake";
import { releaseEarlyEvents } from "./releaseEarlyEvents";

/** The fake layout's "Greeting" widget, with a button that shows whether its click arrived. */
function Greeting({ text }: { text: string }): ReactNode {
  const [greeted, setGreeted] = useState(false);
  return (
    <button type="button" className="greeting" onClick={() => setGreeted(true)}>
      {greeted ? "Greeted" : text}
    </button>
  );
}

/** The site's add-ons, with the Greeting widget static for guests; counts the loads of its code. */
function addons(counter: { loads: number }) {
  return [
    coreAddon,
    defineAddon({
      key: "test",
      widgets: {
        Greeting: {
          load: async () => {
            counter.loads += 1;
            return { default: Greeting };
          },
          staticForGuests: true,
        },
      },
    }),
  ];
}

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
  root = undefined;
  document.body.innerHTML = "";
  resetInteractionWake();
  consoleError.mockRestore();
});

/** Serves the page to `bootstrap`'s viewer and hydrates it as entry-client does; counts the browser's loads of the widget. */
async function serveAndHydrate(bootstrap: ClientBootstrap) {
  const request: RenderRequest = { url: "/", bootstrap: bootstrap as RenderRequest["bootstrap"], fetch: fakeApi().fetch, assets: { scripts: [], styles: [] } };
  const { html } = await renderPage(request, new AddonRegistry(addons({ loads: 0 })));
  document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? "";
  const data = new Function(`return ${/window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1]}`)() as QuorumPageData;
  const queryClient = createQueryClient();
  hydrate(queryClient, data.state);
  const browser = { loads: 0 };
  const registry = new AddonRegistry(addons(browser));
  await preloadRoute("/", registry, queryClient, undefined, { guestHydration: (data.bootstrap.user?.userID ?? 0) <= 0 });
  const loadsBeforeHydration = browser.loads;
  releaseEarlyEvents();
  const container = document.getElementById("root")!;
  const serverMarkup = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={["/"]}>
        <AppRoot registry={registry} bootstrap={data.bootstrap} queryClient={queryClient} apiClient={createApiClient({ fetch: fakeApi().fetch })} />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { browser, loadsBeforeHydration, container, serverMarkup, recoverable };
}

describe("HydrateOnInteraction", () => {
  it("a member's page loads and hydrates the widget at once", async () => {
    const { browser, loadsBeforeHydration, recoverable } = await serveAndHydrate(memberBootstrap());
    expect(loadsBeforeHydration).toBe(1);
    expect(browser.loads).toBe(1);
    expect(recoverable).toEqual([]);
    fireEvent.click(document.querySelector(".greeting")!);
    expect(screen.getByRole("button", { name: "Greeted" })).toBeTruthy();
  });

  it("a guest's page keeps the widget as sent, with no code, until the first interaction; a click on it then is held and done once it has hydrated", async () => {
    const { browser, container, serverMarkup, recoverable } = await serveAndHydrate(guestBootstrap());
    expect(browser.loads).toBe(0);
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    const button = document.querySelector<HTMLButtonElement>(".greeting")!;
    expect(button.closest("[data-hydrate]")).not.toBeNull();

    // The click is the first interaction: held (React would drop it on a part it cannot hydrate yet), then sent again.
    const notCanceled = fireEvent.click(button);
    expect(notCanceled).toBe(false);
    expect(button.textContent).not.toBe("Greeted");
    await waitFor(() => expect(button.textContent).toBe("Greeted"));
    expect(browser.loads).toBe(1);
    expect(recoverable).toEqual([]);
  });
});

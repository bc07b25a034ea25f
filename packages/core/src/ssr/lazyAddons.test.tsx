import { act, fireEvent, screen } from "@testing-library/react";
import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import type { AddonDescriptor } from "../addons/defineAddon";
import { defineExtensionPoint } from "../addons/defineExtensionPoint";
import { loadAddonRegistry } from "../addons/loadAddonRegistry";
import { findAddonRoute } from "../router/findAddonRoute";
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
function GroupsPage() {
  return <h1>All the groups</h1>;
}
const postTypes = defineExtensionPoint<string>("test.postTypes");

// "test" fills the home page; "groups" only adds a page and a nav item (as addon-groups does);
// "types" contributes to an extension point, which any page may read, so it always loads.
const descriptors: Record<string, AddonDescriptor> = {
  test: defineAddon({ key: "test", widgets: { Greeting: { load: async () => ({ default: Greeting }) } } }),
  groups: defineAddon({
    key: "groups",
    routes: [{ path: "/groups", load: async () => ({ default: GroupsPage }) }],
    navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
    widgets: { GroupList: { load: async () => ({ default: GroupsPage }) } },
  }),
  types: defineAddon({ key: "types", extend: [postTypes.with("poll")] }),
};
const keys = Object.keys(descriptors);
const addonFiles = (key: string) => ({ styles: [`/assets/${key}.css`], preloads: [`/assets/${key}.js`] });

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

async function serverRender(url: string) {
  const request: RenderRequest = {
    url,
    bootstrap: guestBootstrap({ addons: keys.map((key) => ({ key, version: "1.0.0" })) }) as RenderRequest["bootstrap"],
    fetch: fakeApi().fetch,
    assets: { scripts: ["/assets/entry.js"], styles: [], addons: Object.fromEntries(keys.map((key) => [key, addonFiles(key)])) },
  };
  const { html } = await renderPage(request, new AddonRegistry([coreAddon, ...Object.values(descriptors)]));
  const data = new Function(`return ${/window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1]}`)() as QuorumPageData;
  return { html, data };
}

/** What apps/web's entry does: every enabled key, the page's manifests standing in for the unused ones. */
function browserRegistry(data: QuorumPageData, imported: string[]) {
  const loaders = Object.fromEntries(
    keys.map((key) => [
      key,
      async () => {
        imported.push(key);
        return { default: descriptors[key]! };
      },
    ]),
  );
  return loadAddonRegistry([coreAddon], loaders, keys, {}, data.lazyAddons);
}

describe("descriptors a page does not use", () => {
  it("are sent as manifests, with their styles linked but no script announced", async () => {
    const { html, data } = await serverRender("/");
    expect(data.lazyAddons?.map((addon) => addon.key)).toEqual(["groups"]);
    expect(data.lazyAddons?.[0]).toEqual({
      key: "groups",
      routes: [{ path: "/groups" }],
      layoutRoutes: [],
      navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
      widgets: ["GroupList"],
    });
    expect(html).toContain(`<link rel="modulepreload" href="/assets/test.js">`);
    expect(html).toContain(`<link rel="modulepreload" href="/assets/types.js">`);
    expect(html).not.toContain("/assets/groups.js");
    expect(html).toContain(`<link rel="stylesheet" href="/assets/groups.css">`);
  });

  it("counts an add-on's page as used on that page", async () => {
    const { html, data } = await serverRender("/groups");
    expect(data.lazyAddons?.map((addon) => addon.key)).toEqual(["test"]);
    expect(html).toContain(`<link rel="modulepreload" href="/assets/groups.js">`);
    expect(html).not.toContain("/assets/test.js");
  });

  it("hydrate with the unused add-on's nav item and no mismatch, and load its descriptor when its page is opened", async () => {
    const { html, data } = await serverRender("/");
    document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? "";
    const queryClient = createQueryClient();
    hydrate(queryClient, data.state);
    const imported: string[] = [];
    const registry = await browserRegistry(data, imported);
    await preloadRoute("/", registry, queryClient);
    expect(imported.sort()).toEqual(["test", "types"]);

    const recoverable: unknown[] = [];
    const container = document.getElementById("root")!;
    const serverMarkup = container.innerHTML;
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/"]}>
          <AppRoot registry={registry} bootstrap={data.bootstrap} queryClient={queryClient} apiClient={createApiClient({ fetch: fakeApi().fetch })} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(serverMarkup).toContain(">Groups<");
    expect(imported).not.toContain("groups");

    await act(async () => {
      fireEvent.click(screen.getAllByRole("link", { name: "Groups" })[0]!);
    });
    expect(await screen.findByRole("heading", { name: "All the groups" })).toBeTruthy();
    expect(imported).toContain("groups");
  });
});

describe("a registry whose descriptors are not all loaded", () => {
  it("lists the unloaded add-on's nav items and resolves its routes and widgets, importing its descriptor once", async () => {
    const imported: string[] = [];
    const registry = await browserRegistry(
      { bootstrap: guestBootstrap(), state: { queries: [], mutations: [] }, lazyAddons: (await serverRender("/")).data.lazyAddons },
      imported,
    );
    expect(imported.sort()).toEqual(["test", "types"]);
    expect(registry.navItems.map((item) => item.id)).toContain("groups");
    expect(registry.hasWidget("GroupList")).toBe(true);
    const route = findAddonRoute(registry, "/groups")?.route;
    expect(route?.addonKey).toBe("groups");
    expect(imported).not.toContain("groups");

    await route!.page.load();
    await registry.loadWidget("GroupList");
    expect(route!.page.isLoaded).toBe(true);
    expect(imported.filter((key) => key === "groups")).toEqual(["groups"]);
  });

  it("lets a later navigation try again when the descriptor failed to load", async () => {
    let attempts = 0;
    const manifest = { key: "groups", routes: [{ path: "/groups" }], layoutRoutes: [], navItems: [], widgets: [] };
    const registry = await loadAddonRegistry(
      [],
      { groups: async () => (++attempts === 1 ? Promise.reject(new Error("offline")) : { default: descriptors["groups"]! }) },
      ["groups"],
      {},
      [manifest],
    );
    const page = findAddonRoute(registry, "/groups")!.route.page;
    await expect(page.load()).rejects.toThrow("offline");
    await page.load();
    expect(page.isLoaded).toBe(true);
    expect(attempts).toBe(2);
  });
});

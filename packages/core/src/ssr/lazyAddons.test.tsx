import { act, fireEvent, screen } from "@testing-library/react";
import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import type { AddonDescriptor } from "../addons/defineAddon";
import { defineExtensionPoint } from "../addons/defineExtensionPoint";
import { defineSlot, slotItem } from "../addons/defineSlot";
import { loadAddonRegistry } from "../addons/loadAddonRegistry";
import { Slot } from "../addons/Slot";
import { useAddonRegistry } from "../addons/useAddonRegistry";
import { findAddonRoute } from "../router/findAddonRoute";
import { Link } from "../router/Link";
import { useParams } from "../router/useParams";
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

const postTypes = defineExtensionPoint<{ type: string; label: string }>("test.postTypes");
const labels = defineSlot<{ kind: string }>("test.labels");

// The home page's widget: it reads an extension point (as the new-post menu does) and offers the
// labels slot for a record no label concerns.
function Greeting({ text }: { text: string }) {
  const types = useAddonRegistry().contributions(postTypes);
  return (
    <div>
      <p className="greeting">{text}</p>
      <ul>
        {types.map((type) => (
          <li key={type.type}>{type.label}</li>
        ))}
      </ul>
      <Slot slot={labels} props={{ kind: "plain" }} />
      <Link to="/things/question">A question</Link>
    </div>
  );
}
function ThingPage() {
  const kind = useParams<"kind">().kind ?? "";
  return (
    <div>
      <h1>{`A ${kind}`}</h1>
      <Slot slot={labels} props={{ kind }} />
    </div>
  );
}
function GroupsPage() {
  return <h1>All the groups</h1>;
}
function QuestionLabel({ kind }: { kind: string }) {
  return <b>{`Label of a ${kind}`}</b>;
}

// "test" fills the home page and serves /things/:kind; "groups" only adds a page and a nav item
// (as addon-groups does); "types" contributes data to an extension point; "labels" fills the
// labels slot for questions only; "matcher" matches addresses with a function, so it always loads.
const descriptors: Record<string, AddonDescriptor> = {
  test: defineAddon({
    key: "test",
    widgets: { Greeting: { load: async () => ({ default: Greeting }) } },
    routes: [{ path: "/things/:kind", load: async () => ({ default: ThingPage }) }],
  }),
  groups: defineAddon({
    key: "groups",
    routes: [{ path: "/groups", load: async () => ({ default: GroupsPage }) }],
    navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
    widgets: { GroupList: { load: async () => ({ default: GroupsPage }) } },
  }),
  types: defineAddon({ key: "types", extend: [postTypes.with({ type: "poll", label: "New Poll" })] }),
  labels: defineAddon({
    key: "labels",
    slots: [
      slotItem(labels, {
        id: "labels.question",
        order: 1,
        permission: "discussions.view",
        when: ({ kind }) => kind === "question",
        load: async () => ({ default: QuestionLabel }),
      }),
    ],
  }),
  matcher: defineAddon({ key: "matcher", layoutRoutes: [{ match: () => null }] }),
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

/** Server-renders `url`, then hydrates it in the browser's way; `imported` lists the descriptors it imported. */
async function hydratePage(url: string) {
  const { html, data } = await serverRender(url);
  document.body.innerHTML = /<body>(.*)<\/body>/s.exec(html)?.[1] ?? "";
  const queryClient = createQueryClient();
  hydrate(queryClient, data.state);
  const imported: string[] = [];
  const registry = await browserRegistry(data, imported);
  await preloadRoute(url, registry, queryClient);
  const recoverable: unknown[] = [];
  const container = document.getElementById("root")!;
  const serverMarkup = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <AppRoot registry={registry} bootstrap={data.bootstrap} queryClient={queryClient} apiClient={createApiClient({ fetch: fakeApi().fetch })} />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { data, imported, recoverable, container, serverMarkup };
}

describe("descriptors a page does not use", () => {
  it("are sent as manifests, with their styles linked but no script announced", async () => {
    const { html, data } = await serverRender("/");
    expect(data.lazyAddons?.map((addon) => addon.key)).toEqual(["groups", "types", "labels"]);
    expect(data.lazyAddons?.[0]).toEqual({
      key: "groups",
      routes: [{ path: "/groups" }],
      layoutRoutes: [],
      navItems: [{ id: "groups", name: "Groups", url: "/groups", order: 100 }],
      widgets: ["GroupList"],
    });
    expect(html).toContain(`<link rel="modulepreload" href="/assets/test.js">`);
    expect(html).toContain(`<link rel="modulepreload" href="/assets/matcher.js">`);
    for (const key of ["groups", "types", "labels"]) expect(html).not.toContain(`/assets/${key}.js`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/groups.css">`);
  });

  it("carry extension point contributions as data and slot items without their code", async () => {
    const { html, data } = await serverRender("/");
    const manifests = new Map(data.lazyAddons?.map((addon) => [addon.key, addon]));
    expect(manifests.get("types")?.extend).toEqual([{ point: "test.postTypes", value: { type: "poll", label: "New Poll" } }]);
    expect(manifests.get("labels")?.slots).toEqual([{ slot: "test.labels", id: "labels.question", order: 1, permission: "discussions.view" }]);
    // The server read the contribution: the page shows it.
    expect(html).toContain("<li>New Poll</li>");
  });

  it("counts an add-on's page as used on that page", async () => {
    const { html, data } = await serverRender("/groups");
    expect(data.lazyAddons?.map((addon) => addon.key)).toEqual(["test", "types", "labels"]);
    expect(html).toContain(`<link rel="modulepreload" href="/assets/groups.js">`);
    expect(html).not.toContain("/assets/labels.js");
  });

  it("counts an add-on as used on a page that renders one of its slot items", async () => {
    const { html, data } = await serverRender("/things/question");
    expect(html).toContain("<b>Label of a question</b>");
    expect(data.lazyAddons?.map((addon) => addon.key)).toEqual(["groups", "types"]);
    expect(html).toContain(`<link rel="modulepreload" href="/assets/labels.js">`);
    // Its `when` said no for another record: unused there.
    expect((await serverRender("/things/idea")).data.lazyAddons?.map((addon) => addon.key)).toContain("labels");
  });

  it("hydrate with the unused add-on's nav item and no mismatch, and load its descriptor when its page is opened", async () => {
    const { imported, recoverable, container, serverMarkup } = await hydratePage("/");
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

  it("hydrate a page reading a contribution and offering a slot without importing either add-on", async () => {
    const { imported, recoverable, container, serverMarkup } = await hydratePage("/");
    expect(recoverable).toEqual([]);
    // After hydration and the renders that follow it: the same HTML, the contribution shown.
    expect(container.innerHTML).toBe(serverMarkup);
    expect(screen.getByText("New Poll")).toBeTruthy();
    expect(imported.sort()).toEqual(["matcher", "test"]);
  });

  it("show a stand-in's slot item after a client navigation to a page its `when` accepts, importing its descriptor then", async () => {
    const { imported } = await hydratePage("/");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "A question" }));
    });
    expect(await screen.findByRole("heading", { name: "A question" })).toBeTruthy();
    expect(await screen.findByText("Label of a question")).toBeTruthy();
    expect(imported).toContain("labels");
    expect(imported).not.toContain("types");
  });

  it("hydrate a page showing an add-on's slot item with its descriptor loaded and no mismatch", async () => {
    const { imported, recoverable, container, serverMarkup } = await hydratePage("/things/question");
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(serverMarkup).toContain("Label of a question");
    expect(imported).toContain("labels");
  });
});

describe("a registry whose descriptors are not all loaded", () => {
  it("lists the unloaded add-on's nav items and resolves its routes and widgets, importing its descriptor once", async () => {
    const imported: string[] = [];
    const registry = await browserRegistry(
      { bootstrap: guestBootstrap(), state: { queries: [], mutations: [] }, lazyAddons: (await serverRender("/")).data.lazyAddons },
      imported,
    );
    expect(imported.sort()).toEqual(["matcher", "test"]);
    expect(registry.navItems.map((item) => item.id)).toContain("groups");
    expect(registry.hasWidget("GroupList")).toBe(true);
    expect(registry.contributions(postTypes)).toEqual([{ type: "poll", label: "New Poll" }]);
    expect(registry.slot(labels).map((item) => item.id)).toEqual(["labels.question"]);
    const route = findAddonRoute(registry, "/groups")?.route;
    expect(route?.addonKey).toBe("groups");
    expect(imported).not.toContain("groups");

    await route!.page.load();
    await registry.loadWidget("GroupList");
    expect(route!.page.isLoaded).toBe(true);
    expect(imported.filter((key) => key === "groups")).toEqual(["groups"]);
    // Preloading a page's slots leaves a stand-in's items alone.
    await registry.loadSlots();
    expect(imported).not.toContain("labels");
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

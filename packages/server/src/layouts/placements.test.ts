import { Writable } from "node:stream";
import { defineWidget, type LayoutResponse, type WidgetNode } from "@quorum/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineServerAddon, type HydrateContext } from "../addons/defineServerAddon";
import { createApp } from "../createApp";
import { createTestApp, type TestApp } from "../testing";
import { defineLayout, layoutPoint } from "./defineLayout";
import { place } from "./Placement";

// The owner of a layout publishes its points; other add-ons place keyed entries at them.
const pageLayouts = { home: defineLayout("home", ["main", "secondary"]) };
const note = defineWidget<{ text: string; viewer: string }>({ id: "test.note", component: "Note" });

const owner = defineServerAddon({
  key: "owner",
  name: "Owner",
  description: "Owns the home layout.",
  version: "1.0.0",
  alwaysOn: true,
  widgets: [note.hydrate<HydrateContext>((props, ctx) => ({ text: String(props.text), viewer: ctx.viewer.user.name }))],
  layouts: {
    home: [
      {
        $hydrate: "react.section.2-columns",
        mainBottom: [layoutPoint(pageLayouts.home, "main")],
        secondaryBottom: [layoutPoint(pageLayouts.home, "secondary")],
      },
    ],
  },
  placements: [
    place({ layout: pageLayouts.home, at: "main", id: "owner.first", widget: note, props: { text: "owner first" } }),
    place({ layout: pageLayouts.home, at: "main", id: "owner.second", widget: note, props: { text: "owner second" } }),
    place({ layout: pageLayouts.home, at: "secondary", id: "owner.side", widget: note, props: { text: "owner side" } }),
  ],
});
const addonA = defineServerAddon({
  key: "a",
  name: "Add-on A",
  description: "Places between the owner's entries.",
  version: "1.0.0",
  enabledByDefault: true,
  placements: [
    place({ layout: pageLayouts.home, at: "main", id: "a.between", widget: note, props: { text: "a between" }, order: "after:owner.first" }),
    place({ layout: pageLayouts.home, at: "secondary", id: "a.side", widget: note, props: { text: "a side" }, order: "before:owner.side" }),
  ],
});
const addonB = defineServerAddon({
  key: "b",
  name: "Add-on B",
  description: "Places last, and relative to another add-on.",
  version: "1.0.0",
  enabledByDefault: true,
  placements: [
    place({ layout: pageLayouts.home, at: "main", id: "b.last", widget: note, props: { text: "b last" }, order: 10 }),
    place({ layout: pageLayouts.home, at: "secondary", id: "b.side", widget: note, props: { text: "b side" }, order: "after:a.side" }),
  ],
});

const texts = (nodes: unknown) => (nodes as WidgetNode[]).map((n) => n.$reactProps.text);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addons: [owner, addonA, addonB] });
});
afterAll(() => t.close());

const home = async () => {
  const layout = (await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home" })).json<LayoutResponse>();
  return layout.layout[0]?.$reactProps ?? {};
};

describe("layout placements", () => {
  it("shows the owner's and two add-ons' entries at each point, in keyed order, hydrated by the shared widget", async () => {
    const section = await home();
    expect(texts(section.mainBottom)).toEqual(["owner first", "a between", "owner second", "b last"]);
    expect(texts(section.secondaryBottom)).toEqual(["a side", "b side", "owner side"]);
    expect((section.mainBottom as WidgetNode[])[0]).toEqual({ $reactComponent: "Note", $reactProps: { text: "owner first", viewer: "Guest" } });
  });

  it("drops a disabled add-on's placements at once, and an entry keyed after it still shows", async () => {
    await t.app.quorum.addons.setEnabled("a", false);
    try {
      const section = await home();
      expect(texts(section.mainBottom)).toEqual(["owner first", "owner second", "b last"]);
      expect(texts(section.secondaryBottom)).toEqual(["owner side", "b side"]);
    } finally {
      await t.app.quorum.addons.setEnabled("a", true);
    }
    expect(texts((await home()).mainBottom)).toContain("a between");
  });
});

/** An app over the test database with its error lines collected. */
async function appWith(addons: Parameters<typeof createApp>[0]["addons"], clientWidgets?: ReadonlySet<string>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = await createApp({ db: t.db, addons, logger: { level: "error", stream }, ...(clientWidgets ? { clientWidgets } : {}) });
  return { app, lines };
}

describe("a placement id used twice at one point", () => {
  const copycat = defineServerAddon({
    key: "copycat",
    name: "Copycat",
    description: "Places an id Add-on A already placed.",
    version: "1.0.0",
    enabledByDefault: true,
    placements: [place({ layout: pageLayouts.home, at: "main", id: "a.between", widget: note, props: { text: "copycat" } })],
  });

  it("is logged at start-up and refuses the later add-on with the conflict as its problem", async () => {
    const { app, lines } = await appWith([owner, addonA, copycat]);
    try {
      const message = 'Copycat places "a.between" at home/main, where Add-on A already places an entry with that id.';
      expect(lines.some((line) => line.msg === message && line.level === 50)).toBe(true);
      expect(app.quorum.addons.problem("copycat")).toBe(message);
      expect(app.quorum.addons.isEnabled("copycat")).toBe(false);
      const section = (await app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home" })).json<LayoutResponse>().layout[0]?.$reactProps;
      expect(texts(section?.mainBottom)).toEqual(["owner first", "a between", "owner second"]);
    } finally {
      await app.close();
    }
  });

  it("refuses a placement at a point the layout does not have", async () => {
    const stray = defineServerAddon({
      key: "stray",
      name: "Stray",
      description: "Places at a point that is not there.",
      version: "1.0.0",
      // Placements built without `place` are checked at start-up instead of compile time.
      placements: [{ layout: pageLayouts.home, at: "footer", id: "stray.x", widget: note }],
    });
    const { app } = await appWith([owner, stray]);
    try {
      expect(app.quorum.addons.problem("stray")).toBe('Stray places "stray.x" at home/footer, a point that layout does not have (main, secondary).');
    } finally {
      await app.close();
    }
  });
});

describe("a catalog entry with no client widget", () => {
  it("refuses the add-on at start-up, naming the catalog id and the missing component", async () => {
    const { app, lines } = await appWith([owner, addonA], new Set(["Note", "SectionTwoColumns"]));
    const noClient = defineServerAddon({
      key: "noclient",
      name: "No Client",
      description: "Hydrates a widget no client half registers.",
      version: "1.0.0",
      enabledByDefault: true,
      widgets: [defineWidget<{ n: number }>({ id: "noclient.count", component: "CountWidget" }).hydrate(() => ({ n: 1 }))],
    });
    const second = await appWith([owner, noClient], new Set(["Note"]));
    try {
      expect(lines.some((line) => line.msg.includes("no installed client half"))).toBe(false);
      const message = 'No Client\'s catalog entry "noclient.count" renders the component "CountWidget", which no installed client half registers.';
      expect(second.app.quorum.addons.problem("noclient")).toBe(message);
      expect(second.lines.some((line) => line.msg === message && line.level === 50)).toBe(true);
    } finally {
      await app.close();
      await second.app.close();
    }
  });

  it("stops the site when an always-on feature has one", async () => {
    await expect(appWith([owner], new Set(["Other"]))).rejects.toThrow(
      'Owner\'s catalog entry "test.note" renders the component "Note", which no installed client half registers.',
    );
  });
});

describe("defineWidget on the server", () => {
  it("types the hydrator by the widget's props", () => {
    // @ts-expect-error a hydrator answering other props than the widget's does not compile
    const wrong = note.hydrate<HydrateContext>(() => ({ text: 1, viewer: "x" }));
    expect(wrong.component).toBe("Note");
  });

  it("checks a placement's point against its layout's points with place()", () => {
    // @ts-expect-error "footer" is not a point of the home layout
    const stray = place({ layout: pageLayouts.home, at: "footer", id: "x", widget: note });
    expect(stray.at).toBe("footer");
  });
});

import { act, render, screen } from "@testing-library/react";
import { Suspense, use, useState } from "react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoot } from "../app/AppRoot";
import { createQueryClient } from "../query/createQueryClient";
import { MemoryRouter } from "../router/MemoryRouter";
import { testApi } from "../testing/testApi";
import { guestBootstrap } from "../testing/testBootstrap";
import { addonManifest } from "./addonManifest";
import { AddonRegistry } from "./AddonRegistry";
import { defineAddon } from "./defineAddon";
import type { AddonDescriptor } from "./defineAddon";
import { defineSlot, slotItem } from "./defineSlot";
import { lazyAddon } from "./lazyAddon";
import { Slot } from "./Slot";

const labels = defineSlot<{ kind: string }>("test.labels");

function QuestionLabel({ kind }: { kind: string }) {
  return <b>{`Label of a ${kind}`}</b>;
}
function Always() {
  return <i>always</i>;
}

const real = defineAddon({
  key: "labels",
  slots: [slotItem(labels, { id: "labels.question", order: 1, when: ({ kind }) => kind === "question", load: async () => ({ default: QuestionLabel }) })],
});
// Another add-on's item in the same slot, loaded as usual.
const other = defineAddon({ key: "other", slots: [slotItem(labels, { id: "other.always", order: 2, load: async () => ({ default: Always }) })] });

/** A browser registry where "labels" stands in for its descriptor; `imports` counts its imports. */
function standInRegistry(load: () => Promise<AddonDescriptor> = async () => real) {
  const imports = { count: 0 };
  const standIn = lazyAddon(addonManifest(real, "en")!, () => {
    imports.count += 1;
    return load();
  });
  return { registry: new AddonRegistry([standIn]), imports };
}

function app(registry: AddonRegistry, ui: ReactNode) {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <AppRoot registry={registry} bootstrap={guestBootstrap()} queryClient={createQueryClient()} apiClient={testApi().client}>
        {ui}
      </AppRoot>
    </MemoryRouter>
  );
}

const wrapped = (kind: string) => <Slot slot={labels} props={{ kind }} wrap={(items) => <div data-testid="labels">{items}</div>} />;

let root: Root | undefined;
let hydrated: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  hydrated?.remove();
  root = hydrated = undefined;
  vi.restoreAllMocks();
});

/**
 * Server-renders `ui(true)` with the real descriptor, then hydrates `ui(false)` with the stand-in
 * registry (the two differ only in parts that render no HTML).
 */
async function hydrateWithStandIn(ui: (server: boolean) => ReactNode, registry: AddonRegistry) {
  const server = new AddonRegistry([real]);
  await server.loadSlots();
  const container = (hydrated = document.createElement("div"));
  container.innerHTML = renderToString(app(server, ui(true)));
  document.body.append(container);
  const serverMarkup = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, app(registry, ui(false)), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, serverMarkup, recoverable };
}

/** Holds its boundary's hydration until `gate` resolves, as `HydrateOnInteraction` does until the first interaction. */
function HydrateLater({ gate }: { gate: Promise<void> }): null {
  use(gate);
  return null;
}

describe("a stand-in's slot item", () => {
  it("renders nothing while hydrating, imports nothing then or after, also in a boundary hydrated later", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { registry, imports } = standInRegistry();
    const ui = (server: boolean) => (
      <>
        {wrapped("plain")}
        <Suspense fallback={null}>
          {!server && <HydrateLater gate={gate} />}
          <p>later</p>
          {wrapped("idea")}
        </Suspense>
      </>
    );
    const { container, serverMarkup, recoverable } = await hydrateWithStandIn(ui, registry);
    await act(async () => {
      open();
      await gate;
    });
    expect(recoverable).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(imports.count).toBe(0);
  });

  it("imports the descriptor when its slot is shown after hydration, and shows the item where `when` says so", async () => {
    const { registry, imports } = standInRegistry();
    render(app(registry, wrapped("question")));
    expect(await screen.findByText("Label of a question")).toBeTruthy();
    expect(screen.getByTestId("labels").textContent).toBe("Label of a question");
    expect(imports.count).toBe(1);
  });

  it("shows no wrapper while loading, nor after where `when` says no", async () => {
    const { registry, imports } = standInRegistry();
    render(app(registry, wrapped("plain")));
    expect(screen.queryByTestId("labels")).toBeNull();
    await act(async () => {
      await registry.slot(labels)[0]!.standIn!.load();
    });
    expect(imports.count).toBe(1);
    expect(screen.queryByTestId("labels")).toBeNull();
  });

  it("keeps its place among loaded items", async () => {
    const standIn = lazyAddon(addonManifest(real, "en")!, async () => real);
    const registry = new AddonRegistry([standIn, other]);
    await registry.loadSlots();
    render(app(registry, wrapped("question")));
    expect(screen.getByTestId("labels").textContent).toBe("always");
    await screen.findByText("Label of a question");
    expect(screen.getByTestId("labels").textContent).toBe("Label of a questionalways");
  });

  it("imports the descriptor when a hydrated slot is given another record", async () => {
    const { registry, imports } = standInRegistry();
    let show: (kind: string) => void = () => {};
    function Switchable() {
      const [kind, setKind] = useState("plain");
      show = setKind;
      return wrapped(kind);
    }
    const { recoverable } = await hydrateWithStandIn(() => <Switchable />, registry);
    expect(recoverable).toEqual([]);
    expect(imports.count).toBe(0);
    await act(async () => show("question"));
    expect(await screen.findByText("Label of a question")).toBeTruthy();
    expect(imports.count).toBe(1);
  });

  it("stays out, and says why, when the descriptor fails to load", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const standIn = lazyAddon(addonManifest(real, "en")!, () => Promise.reject(new Error("offline")));
    const registry = new AddonRegistry([standIn, other]);
    await registry.loadSlots();
    render(app(registry, wrapped("question")));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('"labels.question" of "labels" failed to load'), expect.any(Error)));
    expect(screen.getByTestId("labels").textContent).toBe("always");
  });
});

describe("AddonRegistry.loadStandIn", () => {
  it("imports the descriptor once and tells the slots once, however many slots ask", async () => {
    const { registry, imports } = standInRegistry();
    const item = registry.slot(labels)[0]!;
    let told = 0;
    registry.subscribeToStandIns(() => (told += 1));
    await Promise.all([registry.loadStandIn(item), registry.loadStandIn(item), registry.loadStandIn(item)]);
    await registry.loadStandIn(item);
    expect(imports.count).toBe(1);
    expect(told).toBe(1);
    expect(registry.standInVersion()).toBe(1);
    expect(item.standIn?.when?.({ kind: "question" })).toBe(true);
  });
});

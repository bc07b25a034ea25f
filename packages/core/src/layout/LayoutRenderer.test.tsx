import { act, fireEvent, screen } from "@testing-library/react";
import type { WidgetNode } from "@quorum/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddonRegistry } from "../addons/AddonRegistry";
import { defineAddon } from "../addons/defineAddon";
import { renderWithApp } from "../testing/renderWithApp";
import { coreAddon } from "../widgets/coreAddon";
import { LayoutRenderer } from "./LayoutRenderer";
import { preloadLayoutWidgets } from "./preloadLayoutWidgets";
import * as visibility from "./visibility.css";

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>;
}

function Broken(): never {
  throw new Error("The widget broke.");
}

const testAddon = defineAddon({
  key: "test",
  widgets: {
    Greeting: { load: async () => ({ default: Greeting }) },
    Broken: { load: async () => ({ default: Broken }) },
  },
});

const node = (name: string, props: Record<string, unknown> = {}, device?: "mobile" | "desktop" | "all"): WidgetNode => ({
  $reactComponent: name,
  $reactProps: props,
  ...(device ? { $middleware: { visibility: { device } } } : {}),
});

const nested: WidgetNode[] = [
  node("SectionTwoColumns", {
    breadcrumbs: [
      node("Breadcrumbs", {
        crumbs: [
          { name: "Home", url: "/" },
          { name: "General", url: "/categories/general" },
        ],
      }),
    ],
    mainTop: [node("Greeting", { text: "Main column" })],
    secondaryTop: [node("HtmlWidget", { html: "<strong>Side note</strong>" })],
  }),
  node("SectionOneColumn", { children: [node("Greeting", { text: "Below" })] }),
];

describe("LayoutRenderer", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  let warnings: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // React and the boundaries log the deliberate failures below.
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
    warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
    warnings.mockRestore();
  });

  it("renders nested sections and their widgets", async () => {
    renderWithApp(<LayoutRenderer layout={nested} />, { addons: [testAddon] });
    expect(await screen.findByText("Main column")).toBeTruthy();
    expect(await screen.findByText("Below")).toBeTruthy();
    expect((await screen.findByText("Side note")).tagName).toBe("STRONG");
    const trail = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(trail.textContent).toBe("Home›General");
  });

  it("renders at once, without suspending, once the layout's widgets are preloaded", async () => {
    const cold = new AddonRegistry([coreAddon, testAddon]);
    const { unmount } = renderWithApp(<LayoutRenderer layout={nested} />, { registry: cold });
    expect(screen.queryByText("Main column")).toBeNull();
    unmount();

    const warm = new AddonRegistry([coreAddon, testAddon]);
    await preloadLayoutWidgets(nested, warm);
    renderWithApp(<LayoutRenderer layout={nested} />, { registry: warm });
    expect(screen.getByText("Main column")).toBeTruthy();
    expect(screen.getByText("Below")).toBeTruthy();
  });

  it("logs an unknown widget and renders nothing, or a box in debug mode", async () => {
    const layout = [node("Nope"), node("Greeting", { text: "Still here" })];
    const { container, unmount } = renderWithApp(<LayoutRenderer layout={layout} />, { addons: [testAddon] });
    expect(await screen.findByText("Still here")).toBeTruthy();
    expect(container.textContent).toBe("Still here");
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('Unknown widget "Nope"'));
    unmount();

    renderWithApp(<LayoutRenderer layout={layout} />, { addons: [testAddon], debug: true });
    expect(screen.getByText('No enabled add-on provides the widget "Nope".')).toBeTruthy();
  });

  it("shows a throwing widget's message with Cancel and Reload while its siblings render", async () => {
    renderWithApp(<LayoutRenderer layout={[node("Greeting", { text: "Before" }), node("Broken"), node("Greeting", { text: "After" })]} />, {
      addons: [testAddon],
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The widget broke.");
    expect(screen.getByText("Before")).toBeTruthy();
    expect(screen.getByText("After")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("After")).toBeTruthy();
  });

  it("wraps device-restricted widgets in the mobile or desktop visibility class", async () => {
    renderWithApp(
      <LayoutRenderer
        layout={[
          node("Greeting", { text: "Phones" }, "mobile"),
          node("Greeting", { text: "Desktops" }, "desktop"),
          node("Greeting", { text: "Everyone" }, "all"),
        ]}
      />,
      { addons: [testAddon] },
    );
    expect((await screen.findByText("Phones")).parentElement?.className).toBe(visibility.mobileOnly);
    expect((await screen.findByText("Desktops")).parentElement?.className).toBe(visibility.desktopOnly);
    const everyone = await screen.findByText("Everyone");
    expect(everyone.parentElement?.className ?? "").not.toMatch(/mobileOnly|desktopOnly/);
    await act(async () => {});
  });
});

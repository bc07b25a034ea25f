import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { addonManifest } from "../addons/addonManifest";
import { defineAddon, type Navigation } from "../addons/defineAddon";
import { lazyAddon } from "../addons/lazyAddon";
import { useNavigate } from "../router/useNavigate";
import { renderWithApp } from "../testing/renderWithApp";
import { useNavigationListeners } from "./useNavigationListeners";

function Page(): ReactNode {
  useNavigationListeners();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate("/discussion/7?page=2")}>thread</button>
      <button onClick={() => navigate("/discussion/7?page=2#Comment_3")}>comment</button>
      <button onClick={() => navigate("/categories")}>categories</button>
    </>
  );
}

function counter(heard: Navigation[], loads: { count: number }) {
  return defineAddon({
    key: "counter",
    onNavigate: async () => {
      loads.count += 1;
      return { default: (navigation: Navigation) => void heard.push(navigation) };
    },
  });
}

describe("useNavigationListeners", () => {
  it("tells each add-on's onNavigate of the first page after it renders, with the document's referrer, then of in-app navigations to another page, not of a hash", async () => {
    const heard: Navigation[] = [];
    const loads = { count: 0 };
    const origin = window.location.origin;
    Object.defineProperty(document, "referrer", { value: "https://elsewhere.example/link", configurable: true });
    try {
      renderWithApp(<Page />, { url: "/", addons: [counter(heard, loads)] });
      await act(async () => {});
      expect(heard).toEqual([{ url: `${origin}/`, referrer: "https://elsewhere.example/link" }]);
      expect(loads.count).toBe(1);
      await userEvent.click(screen.getByRole("button", { name: "thread" }));
      await userEvent.click(screen.getByRole("button", { name: "comment" }));
      await userEvent.click(screen.getByRole("button", { name: "categories" }));
      expect(heard).toEqual([
        { url: `${origin}/`, referrer: "https://elsewhere.example/link" },
        { url: `${origin}/discussion/7?page=2`, referrer: `${origin}/` },
        { url: `${origin}/categories`, referrer: `${origin}/discussion/7?page=2` },
      ]);
    } finally {
      Reflect.deleteProperty(document, "referrer");
    }
  });

  it("loads a lazy add-on's descriptor once, for the first page, through its manifest", async () => {
    const heard: Navigation[] = [];
    const loads = { count: 0 };
    const real = counter(heard, loads);
    const manifest = addonManifest(real, "en");
    expect(manifest?.onNavigate).toBe(true);
    let descriptorLoads = 0;
    const stand = lazyAddon(manifest!, async () => {
      descriptorLoads += 1;
      return real;
    });
    renderWithApp(<Page />, { url: "/", addons: [stand] });
    await act(async () => {});
    expect(descriptorLoads).toBe(1);
    await userEvent.click(screen.getByRole("button", { name: "thread" }));
    expect(descriptorLoads).toBe(1);
    expect(heard.map((n) => n.url)).toEqual([`${window.location.origin}/`, `${window.location.origin}/discussion/7?page=2`]);
  });

  it("asks nothing of an add-on without onNavigate", () => {
    expect(addonManifest(defineAddon({ key: "quiet" }), "en")).not.toHaveProperty("onNavigate");
  });
});

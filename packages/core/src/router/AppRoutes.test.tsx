import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defineAddon } from "../addons/defineAddon";
import { createApiClient } from "../api/createApiClient";
import { fakeApi } from "../testing/fakeApi";
import { renderWithApp } from "../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import type { LayoutLookup } from "@quorum/api";
/** `/discussion/{id}[/{slug}]` -> the post lookup, as the forum's layout routes give it. */
function recordPage(path: string): LayoutLookup | null {
  const id = /^\/discussion\/(\d+)(?:\/[^/]+)?$/.exec(path)?.[1];
  return id ? { layoutViewType: "post", recordType: "discussion", recordID: Number(id), params: { discussionID: Number(id), page: 1 } } : null;
}

function Greeting({ text }: { text: string }) {
  return <p>{text}</p>;
}
function SignInPage() {
  return <h1>Sign in to continue</h1>;
}
const testAddon = defineAddon({
  key: "test",
  widgets: { Greeting: { load: async () => ({ default: Greeting }) } },
  // A record page, as a feature declares its addresses (the forum's /discussion/{id}).
  layoutRoutes: [{ match: recordPage }],
  routes: [{ path: "/entry/signin", load: async () => ({ default: SignInPage }) }],
});

function app(url: string, member = false, sections = false) {
  const api = fakeApi();
  const siteSections = sections ? { siteSections: [{ folder: "games", siteSectionID: 3, locale: "fr" }] } : {};
  renderWithApp(undefined, {
    url,
    addons: [testAddon],
    apiClient: createApiClient({ fetch: api.fetch }),
    ...(member || sections ? { bootstrap: member ? memberBootstrap(siteSections) : guestBootstrap(siteSections) } : {}),
  });
  return api;
}

describe("AppRoutes", () => {
  it("renders a layout route's widgets and sets the document title", async () => {
    const api = app("/");
    expect(await screen.findByText(/^Welcome/)).toBeTruthy();
    expect(api.requests).toEqual(["/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0"]);
    await waitFor(() => expect(document.title).toBe("Home - Test Forum"));
  });

  it("shows the not-found page of the record type for a 404", async () => {
    app("/discussion/404");
    expect(await screen.findByRole("heading", { name: "Discussion Not Found" })).toBeTruthy();
    expect(screen.getByText("The discussion you were looking for could not be found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home page" }).getAttribute("href")).toBe("/");
  });

  it("shows the permission page with Sign In to guests only", async () => {
    app("/discussion/403/secret");
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this resource.")).toBeTruthy();
    const main = document.getElementById("MainContent")!;
    expect(main.querySelector('a[href="/entry/signin?Target=%2Fdiscussion%2F403%2Fsecret"]')?.textContent).toBe("Sign In");
  });

  it("offers members no Sign In on the permission page", async () => {
    app("/discussion/403", true);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(document.getElementById("MainContent")!.querySelector("a")).toBeNull();
  });

  it("shows the generic error page when the lookup fails", async () => {
    app("/discussion/500");
    expect(await screen.findByRole("heading", { name: "There was an error" })).toBeTruthy();
    expect(screen.getByText("Please try again later.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeTruthy();
  });

  it("renders an add-on's route", async () => {
    const api = app("/entry/signin");
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("serves the pages under a site section's folder, a redirect kept in the section", async () => {
    const api = app("/games/discussion/301", false, true);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/games/discussion/12/moved"));
    expect(api.requests[0]).toBe(
      "/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=discussion&recordID=301&params[discussionID]=301&params[page]=1&siteSection=games",
    );
    expect(await screen.findByText(/^Welcome/)).toBeTruthy();
  });

  it("serves an add-on page under a section's folder, and no page under a folder no section has", async () => {
    app("/games/entry/signin", false, true);
    expect(await screen.findByRole("heading", { name: "Sign in to continue" })).toBeTruthy();
  });

  it("shows 'Page Not Found' under a folder the viewer knows no section at", async () => {
    app("/games/entry/signin");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("shows 'Page Not Found' for an address nothing serves", async () => {
    app("/nowhere");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});

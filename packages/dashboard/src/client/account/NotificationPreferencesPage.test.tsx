import type { NotificationPreferences } from "@quorum/api";
import { MEMBER, guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import type { TestApiRequest } from "@quorum/core/testing";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../testing/renderRoute";

const TYPES = ["DiscussionComment", "Mention", "NewDiscussion", "NewComment"];

function schema(email: boolean, digest: boolean) {
  const type = (label: string) => ({
    type: "object",
    "x-control": { label, description: `${label} happens` },
    properties: { popup: { type: "boolean" }, ...(email ? { email: { type: "boolean" } } : {}) },
  });
  return {
    type: "object",
    properties: {
      notifications: {
        type: "object",
        "x-control": { label: "Notifications", description: "Choose to be notified by notification popup or email." },
        properties: {
          myPosts: {
            type: "object",
            "x-control": { label: "My Posts" },
            properties: { DiscussionComment: type("Discussion Comment"), Mention: type("Mention") },
          },
          followed: {
            type: "object",
            "x-control": { label: "Followed Categories" },
            properties: { NewDiscussion: type("New Discussion"), NewComment: type("New Comment") },
          },
        },
      },
      ...(digest ? { DigestEnabled: { type: "object", "x-control": { label: "Email Digest" }, properties: { email: { type: "boolean" } } } } : {}),
      NotificationLanguage: { type: "string" },
    },
  };
}

function defaults(): NotificationPreferences {
  return { ...Object.fromEntries(TYPES.map((key) => [key, { popup: true, email: false }])), DigestEnabled: { email: false }, NotificationLanguage: "en" };
}

/** A test API holding one member's preferences; `fail` makes the next PATCH answer 500. */
function siteApi({ email = false, digest = false } = {}) {
  let stored = defaults();
  const state = { fail: false };
  const api = testApi({
    "GET /api/v2/notification-preferences/schema": () => ({ status: 200, body: schema(email, digest) }),
    [`GET /api/v2/notification-preferences/${MEMBER.userID}`]: () => ({ status: 200, body: stored }),
    [`PATCH /api/v2/notification-preferences/${MEMBER.userID}`]: (request: TestApiRequest) => {
      if (state.fail) return { status: 500, body: { message: "The server could not save.", status: 500 } };
      stored = { ...stored, ...(request.body as Partial<NotificationPreferences>) } as NotificationPreferences;
      return { status: 200, body: stored };
    },
  });
  return { ...api, state };
}

const patches = (requests: TestApiRequest[]) => requests.filter((r) => r.method === "PATCH");
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

afterEach(() => vi.useRealTimers());

describe("/notification-preferences", () => {
  it("draws the schema's table, popups only while the site sends no email", async () => {
    const api = siteApi();
    await renderRoute("/notification-preferences", { bootstrap: memberBootstrap(), apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Notification Preferences" })).toBeTruthy();
    expect(await screen.findByText("Discussion Comment happens")).toBeTruthy();
    expect(box("Mention: Popup").checked).toBe(true);
    expect(screen.queryByRole("checkbox", { name: "Mention: Email" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Email" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Email Digest" })).toBeNull();
  });

  it("shows the email column and the digest when the schema offers them", async () => {
    const api = siteApi({ email: true, digest: true });
    await renderRoute("/notification-preferences", { bootstrap: memberBootstrap(), apiClient: api.client });
    expect((await screen.findByRole("checkbox", { name: "Mention: Email" })) as HTMLInputElement).toBeTruthy();
    expect(screen.getAllByRole("columnheader", { name: "Email" })).toHaveLength(2);
    expect(box("Email Digest").checked).toBe(false);
  });

  it("saves a change at once, then at most one save per 1250 ms carrying the latest state, with 'Success! Preferences saved'", async () => {
    const api = siteApi();
    await renderRoute("/notification-preferences", { bootstrap: memberBootstrap(), apiClient: api.client });
    await screen.findByRole("checkbox", { name: "Mention: Popup" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    act(() => box("Mention: Popup").click());
    expect(patches(api.requests)).toHaveLength(1);
    expect(patches(api.requests)[0]?.body).toMatchObject({ Mention: { popup: false, email: false } });
    expect(box("Mention: Popup").checked).toBe(false);

    act(() => box("Discussion Comment: Popup").click());
    act(() => box("New Comment: Popup").click());
    // Held: within the interval nothing more goes.
    await act(() => vi.advanceTimersByTimeAsync(1249));
    expect(patches(api.requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(patches(api.requests)).toHaveLength(2);
    expect(patches(api.requests)[1]?.body).toMatchObject({ DiscussionComment: { popup: false }, NewComment: { popup: false }, Mention: { popup: false } });
    vi.useRealTimers();
    expect(await screen.findAllByText("Success! Preferences saved")).not.toHaveLength(0);
  });

  it("puts the last saved state back and shows the server's message when a save fails", async () => {
    const api = siteApi();
    api.state.fail = true;
    await renderRoute("/notification-preferences", { bootstrap: memberBootstrap(), apiClient: api.client });
    await screen.findByRole("checkbox", { name: "Mention: Popup" });
    act(() => box("Mention: Popup").click());
    expect(await screen.findByText("The server could not save.")).toBeTruthy();
    await waitFor(() => expect(box("Mention: Popup").checked).toBe(true));
  });

  it("says a method is needed when the digest is on and followed content has none, and saves nothing until one is chosen", async () => {
    const api = siteApi({ digest: true });
    await renderRoute("/notification-preferences", { bootstrap: memberBootstrap(), apiClient: api.client });
    await screen.findByRole("checkbox", { name: "Email Digest" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    act(() => box("Email Digest").click());
    await act(() => vi.advanceTimersByTimeAsync(1250));
    act(() => box("New Discussion: Popup").click());
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(patches(api.requests)).toHaveLength(2);
    act(() => box("New Comment: Popup").click());
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(screen.getByText("At least one notification method must be selected to receive notifications.")).toBeTruthy();
    expect(patches(api.requests)).toHaveLength(2);
    act(() => box("New Comment: Popup").click());
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(screen.queryByText("At least one notification method must be selected to receive notifications.")).toBeNull();
    expect(patches(api.requests)).toHaveLength(3);
  });

  it("answers a guest with the permission page, asking nothing", async () => {
    const api = siteApi();
    await renderRoute("/notification-preferences", { bootstrap: guestBootstrap(), apiClient: api.client });
    expect(await screen.findByText("Permission Problem")).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});

import type { CategoryPreferences } from "@quorum/api";
import { guestBootstrap, memberBootstrap, testApi } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aCategory } from "../testing/fixtures";
import { renderRoute, renderWidget } from "../testing/renderWidget";
import { UNFOLLOWED } from "./followPreferences";

const FOLLOWED: CategoryPreferences = { ...UNFOLLOWED, "preferences.followed": true, "preferences.popup.posts": true };
const MEMBER_ID = memberBootstrap().user?.userID ?? 0;

describe("where the follow dropdown shows", () => {
  it("on each category of a member's list (the list carries their preferences)", async () => {
    const categories = [
      aCategory({ categoryID: 1, name: "General", preferences: FOLLOWED, followed: true }),
      aCategory({ categoryID: 2, name: "Support", urlcode: "support", url: "/categories/support", preferences: UNFOLLOWED, followed: false }),
    ];
    await renderWidget("CategoriesWidget", { categories }, { bootstrap: memberBootstrap() });
    const general = within(screen.getByRole("link", { name: "General" }).closest("li") as HTMLElement);
    expect(await general.findByRole("button", { name: "Following General" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Follow Support" })).toBeTruthy();
  });

  it("nowhere for guests: their lists carry no preferences, the widget renders nothing", async () => {
    const { container } = await renderWidget("CategoriesWidget", { categories: [aCategory({ followed: false })] }, { bootstrap: guestBootstrap() });
    expect(container.querySelector("button")).toBeNull();
    const widget = await renderWidget(
      "CategoryFollowWidget",
      { category: { categoryID: 1, name: "General", url: "/categories/general" } },
      { bootstrap: guestBootstrap() },
    );
    expect(widget.container.querySelector("button")).toBeNull();
  });

  it("as the category follow widget for a member", async () => {
    await renderWidget(
      "CategoryFollowWidget",
      { category: { categoryID: 1, name: "General", url: "/categories/general" }, preferences: UNFOLLOWED },
      { bootstrap: memberBootstrap() },
    );
    expect(await screen.findByRole("button", { name: "Follow General" })).toBeTruthy();
  });

  it("lists the member's followed categories on /profile/followed-content, paged, each with its dropdown", async () => {
    const api = testApi({
      "GET /api/v2/categories": ({ url }) => ({
        status: 200,
        body:
          url.searchParams.get("followed") === "true"
            ? [aCategory({ categoryID: 4, name: "Bug Reports", url: "/categories/bug-reports", preferences: FOLLOWED })]
            : [],
      }),
      [`PATCH /api/v2/categories/4/preferences/${MEMBER_ID}`]: ({ body }) => ({ status: 200, body }),
    });
    await renderRoute("/profile/followed-content", { bootstrap: memberBootstrap(), apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Followed Content" })).toBeTruthy();
    const item = within(screen.getByRole("list", { name: "Categories" }));
    await userEvent.setup().click(await item.findByRole("button", { name: "Following Bug Reports" }));
    expect(await screen.findByRole("dialog", { name: "Notification Preferences" })).toBeTruthy();
    expect(api.requests.find((r) => r.path === "/api/v2/categories")?.url.search).toBe("?followed=true&page=1&limit=30");
  });

  it("shows guests the permission page at /profile/followed-content", async () => {
    await renderRoute("/profile/followed-content", { bootstrap: guestBootstrap() });
    expect(await screen.findByText("You don't have permission to view this resource.")).toBeTruthy();
  });
});

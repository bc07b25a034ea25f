import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guestBootstrap, memberBootstrap } from "@quorum/core/testing";
import { renderWidget } from "../testing/renderWidget";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";

describe("NewPostMenu", () => {
  it("links a member who may post to the new discussion form", async () => {
    await renderWidget("NewPostMenu", {}, { bootstrap: memberBootstrap() });
    expect((await screen.findByRole("link", { name: "New Discussion" })).getAttribute("href")).toBe("/post/discussion");
  });

  it("posts into the page's category when there is one", async () => {
    await renderWidget("NewPostMenu", { categoryID: 1 }, { bootstrap: memberBootstrap() });
    expect((await screen.findByRole("link", { name: "New Discussion" })).getAttribute("href")).toBe("/post/discussion/1");
  });

  it("is absent without discussions.add (a guest, or a category the member may only read)", async () => {
    const guest = await renderWidget("NewPostMenu", {}, { bootstrap: guestBootstrap() });
    expect(screen.queryByRole("link", { name: "New Discussion" })).toBeNull();
    guest.unmount();
    await renderWidget("NewPostMenu", { categoryID: 2 }, { bootstrap: memberBootstrap() });
    expect(screen.queryByRole("link", { name: "New Discussion" })).toBeNull();
  });

  it("offers the enabled add-ons' post types in their order around 'New Discussion', each with its permission", async () => {
    await renderWidget("NewPostMenu", { categoryID: 1 }, { bootstrap: memberBootstrap(), addons: [forum, fixtureAddon] });
    await screen.findByRole("link", { name: "New Discussion" });
    const links = screen.getAllByRole("link");
    // The member lacks polls.add: no poll.
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Ask a Question", "/post/question/1"],
      ["New Discussion", "/post/discussion/1"],
    ]);
  });

  it("offers only the post types the server says the page's category allows", async () => {
    await renderWidget(
      "NewPostMenu",
      { categoryID: 1, allowedDiscussionTypes: ["discussion"] },
      { bootstrap: memberBootstrap(), addons: [forum, fixtureAddon] },
    );
    await screen.findByRole("link", { name: "New Discussion" });
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["New Discussion"]);
  });
});

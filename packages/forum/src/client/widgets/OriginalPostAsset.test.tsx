import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aDiscussion, ALICE } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";
import { Label } from "@quorum/core";

describe("OriginalPostAsset", () => {
  it("shows the title, author, date, category and the server's body HTML", async () => {
    const discussion = aDiscussion({ bodyHtml: "<p>First <em>post</em></p>", closed: true });
    await renderWidget("OriginalPostAsset", { discussion });
    expect(await screen.findByRole("heading", { level: 1, name: "Hello world" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alice" }).getAttribute("href")).toBe("/profile/Alice");
    // Alice has no photo: the default silhouette, hidden from screen readers since her name is beside it.
    expect(document.querySelector("article svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link", { name: "General" }).getAttribute("href")).toBe("/categories/general");
    expect(document.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-01T10:00:00.000Z");
    expect(screen.getByText("post").tagName).toBe("EM");
    expect(screen.getByText("Closed")).toBeTruthy();
  });

  it("shows the author's label (a rank the server sends) beside the name, as text in its tone", async () => {
    const discussion = aDiscussion({ insertUser: { ...ALICE, label: "Regular <b>", labelStyle: "success" } });
    await renderWidget("OriginalPostAsset", { discussion });
    const label = await screen.findByText("Regular <b>");
    // Styled as core's label of that tone.
    const tone = render(<Label tone="success">tone</Label>).getByText("tone");
    expect(label.className).toBe(tone.className);
    expect(label.parentElement?.contains(screen.getByRole("link", { name: "Alice" }))).toBe(true);
  });

  it("shows add-ons' labels beside the title's metas (forumSlots.discussionLabels)", async () => {
    await renderWidget("OriginalPostAsset", { discussion: aDiscussion() }, { addons: [forum, fixtureAddon] });
    expect(await screen.findByText("Label of Hello world")).toBeTruthy();
  });
});

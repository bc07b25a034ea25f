import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { memberBootstrap, moderatorBootstrap, renderWithApp } from "@quorum/core/testing";
import { defineAddon } from "@quorum/core";
import forum from "../index";
import { fixtureAddon } from "../testing/fixtureAddon";
import { usePostTypes } from "./usePostTypes";
import { forumPostTypes } from "../../contract";

function Types(): ReactNode {
  return (
    <output>
      {usePostTypes(1)
        .map((postType) => postType.label)
        .join(" | ")}
    </output>
  );
}

describe("usePostTypes", () => {
  it("offers the enabled add-ons' post types and the forum's discussion in their order: Q&A's question first", async () => {
    renderWithApp(<Types />, { addons: [forum, fixtureAddon], bootstrap: memberBootstrap() });
    // The poll needs polls.add, which a member lacks.
    expect((await screen.findByRole("status")).textContent).toBe("Ask a Question | New Discussion");
  });

  it("offers only the discussion with no add-on post type enabled, and a type of later order after it", async () => {
    const late = defineAddon({ key: "late", extend: [forumPostTypes.with({ type: "idea", label: "New Idea", order: 150 })] });
    renderWithApp(<Types />, { addons: [forum, late], bootstrap: moderatorBootstrap() });
    expect((await screen.findByRole("status")).textContent).toBe("New Discussion | New Idea");
  });
});

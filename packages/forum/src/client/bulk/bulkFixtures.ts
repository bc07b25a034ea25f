// Test-only: the personas and helpers the bulk tests share.
import type { PermissionsPayload } from "@quorum/api";
import { moderatorBootstrap } from "@quorum/core/testing";
import type { ClientBootstrap } from "@quorum/core";
import { screen } from "@testing-library/react";
import { aDiscussion } from "../testing/fixtures";

/**
 * A category manager: `discussions.manage` in General (1), which allows every bulk action there
 * and offers selection on every list; a reader in Ideas (2), where every action is refused.
 */
const CATEGORY_MANAGER: PermissionsPayload = {
  isAdmin: false,
  permissions: [
    { type: "global", permissions: { "discussions.view": true, "comments.add": true } },
    { type: "category", id: 1, permissions: { "discussions.view": true, "discussions.manage": true } },
    { type: "category", id: 2, permissions: { "discussions.view": true } },
  ],
  junctions: { category: [1, 2] },
};

export function managerBootstrap(permissions: PermissionsPayload = CATEGORY_MANAGER): ClientBootstrap {
  return moderatorBootstrap({ permissions });
}

const IDEAS = { categoryID: 2, name: "Ideas", url: "/categories/ideas" };

/** Three discussions of General, and one of Ideas. */
export const PAGE_ONE = [
  aDiscussion({ discussionID: 7, name: "Hello world" }),
  aDiscussion({ discussionID: 8, name: "Second thread" }),
  aDiscussion({ discussionID: 9, name: "Third thread" }),
];
export const IDEAS_DISCUSSION = aDiscussion({ discussionID: 20, name: "An idea", categoryID: 2, category: IDEAS });

export function listProps(discussions = PAGE_ONE, page = 1): Record<string, unknown> {
  return { title: "Recent Discussions", discussions, paging: { page, limit: 3, total: 12 }, apiParams: {}, showPager: true };
}

/** The bulk checkbox of the list item showing `name`. */
export function checkboxOf(name: string): Promise<HTMLInputElement> {
  return screen.findByRole<HTMLInputElement>("checkbox", { name: `Select ${name}` });
}

/** The list item showing `name`. */
export function itemOf(name: string): HTMLElement {
  const li = screen.getByRole("link", { name }).closest("li");
  if (!li) throw new Error(`No list item shows ${name}.`);
  return li;
}

/** An element's accessible description (the texts its aria-describedby names). */
export function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tag } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { aDiscussion } from "../../testing/fixtures";
import { renderTestMenu } from "./testMenu";

const tag = (tagID: number, name: string): Tag => ({ tagID, name, urlcode: name.toLowerCase(), type: "User" });

describe("TagDiscussionModal", () => {
  it("searches tags as the user types, and saves the ticked ones with PUT tags", async () => {
    const menu = renderTestMenu(
      {
        "GET /api/v2/tags": (request) => ({
          status: 200,
          body: [tag(3, "Bug"), tag(4, "Bugfix")].filter((t) => t.name.startsWith(request.url.searchParams.get("query") ?? "")),
        }),
        "PUT /api/v2/discussions/7/tags": () => ({ status: 200, body: [tag(3, "Bug")] }),
      },
      { discussion: aDiscussion({ tags: [tag(1, "Welcome")] }) },
    );
    const dialog = await menu.openDialog("Tag");
    const user = userEvent.setup();
    expect((within(dialog).getByRole("checkbox", { name: "Welcome" }) as HTMLInputElement).checked).toBe(true);
    expect(menu.requests).toEqual([]);

    // Pasted, not typed, so a loaded machine's slow keys cannot let the debounce look "B" up too.
    await user.click(within(dialog).getByRole("searchbox", { name: "Search tags" }));
    await user.paste("Bug");
    await user.click(await within(dialog).findByRole("checkbox", { name: "Bug" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Welcome" }));
    expect(menu.requests.filter((r) => r.path === "/api/v2/tags").map((r) => r.url.searchParams.get("query"))).toEqual(["Bug"]);

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)).toMatchObject({ method: "PUT", path: "/api/v2/discussions/7/tags", body: { tagIDs: [3] } });
  });
});

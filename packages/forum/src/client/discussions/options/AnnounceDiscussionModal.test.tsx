import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Discussion } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { aDiscussion } from "../../testing/fixtures";
import { renderTestMenu } from "./testMenu";

describe("AnnounceDiscussionModal", () => {
  it("announces where chosen with PATCH pinned + pinLocation, and takes the announcement back", async () => {
    const menu = renderTestMenu({
      "PATCH /api/v2/discussions/7": (request) => {
        const { pinned, pinLocation = null } = request.body as Pick<Discussion, "pinned" | "pinLocation">;
        return { status: 200, body: aDiscussion({ pinned, pinLocation: pinned ? pinLocation : null }) };
      },
    });
    const user = userEvent.setup();
    let dialog = await menu.openDialog("Announce");
    expect((within(dialog).getByRole("radio", { name: "Don't announce" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: "Announce in Recent Discussions and General" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)?.body).toEqual({ pinned: true, pinLocation: "recent" });
    // Now an announcement: members may dismiss it.
    expect(await menu.items()).toContain("Dismiss");

    dialog = await menu.openDialog("Announce");
    expect((within(dialog).getByRole("radio", { name: "Announce in Recent Discussions and General" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: "Don't announce" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)?.body).toEqual({ pinned: false });
    expect(await menu.items()).not.toContain("Dismiss");
  });
});

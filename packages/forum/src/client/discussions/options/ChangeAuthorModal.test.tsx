import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aDiscussion, BOB } from "../../testing/fixtures";
import { renderTestMenu } from "./testMenu";

describe("ChangeAuthorModal", () => {
  it("looks users up by the start of their name and makes the one picked the author", async () => {
    const menu = renderTestMenu({
      "GET /api/v2/users/by-names/": () => ({ status: 200, body: [BOB] }),
      "PATCH /api/v2/discussions/7": () => ({ status: 200, body: aDiscussion({ insertUserID: BOB.userID, insertUser: BOB }) }),
    });
    const dialog = await menu.openDialog("Change Author");
    const user = userEvent.setup();
    // One input event: typed key by key, a slow machine could let the debounce (spec §9) through
    // between keys and look "B" up too. The debounce itself is shown with fake timers in the
    // editor's mention lookup test.
    await user.click(within(dialog).getByRole("searchbox", { name: "Find a user" }));
    await user.paste("Bo");
    await user.click(await within(dialog).findByRole("radio", { name: "Bob" }));
    const lookups = menu.requests.filter((r) => r.path === "/api/v2/users/by-names/");
    expect(lookups).toHaveLength(1);
    expect(Object.fromEntries(lookups[0]?.url.searchParams ?? [])).toEqual({ name: "Bo*", order: "mention", limit: "50" });

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/api/v2/discussions/7", body: { insertUserID: BOB.userID } });
    // The menu's log link now names the new author.
    expect(await menu.items()).toContain(`/log/filter?insertUserID=${BOB.userID}`);
  });
});

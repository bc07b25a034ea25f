import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import forum from "../../index";
import { fixtureAddon } from "../../testing/fixtureAddon";
import { aDiscussion } from "../../testing/fixtures";
import { renderTestMenu } from "./testMenu";
import { asModerator } from "./testPersonas";

describe("ChangePostTypeModal", () => {
  it("lists the post types the enabled add-ons register that the user may use, and changes the type with PUT type", async () => {
    const menu = renderTestMenu(
      { "PUT /api/v2/discussions/7/type": () => ({ status: 200, body: aDiscussion({ type: "question", statusID: 1 }) }) },
      { addons: [forum, fixtureAddon], bootstrap: asModerator() },
    );
    const dialog = await menu.openDialog("Change Post Type");
    // The fixture's poll type needs polls.add, which moderators lack.
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Ask a Question", "Discussion"]);
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.setup().click(within(dialog).getByRole("radio", { name: "Ask a Question" }));
    await userEvent.setup().click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(menu.requests.at(-1)).toMatchObject({ method: "PUT", path: "/api/v2/discussions/7/type", body: { type: "question" } });
  });
});

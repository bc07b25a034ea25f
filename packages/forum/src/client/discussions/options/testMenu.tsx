import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRequest, TestApiRoute } from "@quorum/core/testing";
import type { AddonDescriptor, ClientBootstrap } from "@quorum/core";
import type { Discussion } from "@quorum/api";
import forum from "../../index";
import { aDiscussion } from "../../testing/fixtures";
import { DiscussionOptionsMenu } from "./DiscussionOptionsMenu";
import { asAdmin } from "./testPersonas";

// What the options dialogs' tests share: a menu on a page, a test API, and opening a dialog.

export interface TestMenu {
  requests: TestApiRequest[];
  /** Opens the menu, uses `item`, and returns the dialog it opened. */
  openDialog(item: string, title?: string): Promise<HTMLElement>;
  /** The items the menu offers now. */
  items(): Promise<string[]>;
}

export function renderTestMenu(
  routes: Record<string, TestApiRoute>,
  {
    discussion = aDiscussion(),
    bootstrap = asAdmin(),
    addons = [forum],
  }: { discussion?: Discussion; bootstrap?: ClientBootstrap; addons?: AddonDescriptor[] } = {},
): TestMenu {
  const api = testApi(routes);
  renderWithApp(<DiscussionOptionsMenu discussion={discussion} />, { addons, bootstrap, apiClient: api.client, url: "/discussion/7/hello-world" });
  const user = userEvent.setup();
  return {
    requests: api.requests,
    async openDialog(item, title = item) {
      await user.click(await screen.findByRole("button", { name: "Discussion Options" }));
      await user.click(screen.getByRole("menuitem", { name: item }));
      return screen.findByRole("dialog", { name: title });
    },
    async items() {
      await user.click(await screen.findByRole("button", { name: "Discussion Options" }));
      const items = screen.getAllByRole("menuitem").map((element) => element.getAttribute("href") ?? element.textContent ?? "");
      await user.keyboard("{Escape}");
      return items;
    },
  };
}

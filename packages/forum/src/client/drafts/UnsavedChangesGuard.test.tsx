import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Link } from "@quorum/core";
import { memberBootstrap, renderWithApp } from "@quorum/core/testing";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";

function renderGuarded(when: boolean) {
  return renderWithApp(
    <>
      <UnsavedChangesGuard when={when} />
      <Link to="/discussions">Posts</Link>
      <Link to="/post/discussion/1#top">Top of this page</Link>
    </>,
    { bootstrap: memberBootstrap(), url: "/post/discussion/1" },
  );
}

function unload(): Event {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe("UnsavedChangesGuard", () => {
  it("asks 'Unsaved Changes' before an in-app link leaves the page: Cancel stays, Continue goes", async () => {
    renderGuarded(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Posts" }));
    const dialog = await screen.findByRole("dialog", { name: "Unsaved Changes" });
    expect(dialog.textContent).toContain("You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?");
    expect(screen.getByTestId("location").textContent).toBe("/post/discussion/1");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("location").textContent).toBe("/post/discussion/1");

    await user.click(screen.getByRole("link", { name: "Posts" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Unsaved Changes" })).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussions"));
  });

  it("lets a link within the page through, and asks the browser's question when the tab closes", async () => {
    renderGuarded(true);
    await userEvent.setup().click(screen.getByRole("link", { name: "Top of this page" }));
    expect(screen.getByTestId("location").textContent).toBe("/post/discussion/1#top");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(unload().defaultPrevented).toBe(true);
  });

  it("does nothing without unsaved changes", async () => {
    renderGuarded(false);
    await userEvent.setup().click(screen.getByRole("link", { name: "Posts" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussions"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(unload().defaultPrevented).toBe(false);
  });
});

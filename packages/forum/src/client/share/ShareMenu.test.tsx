import { guestBootstrap, memberBootstrap, MEMBER_PERMISSIONS, renderWithApp } from "@quorum/core/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withGlobal } from "../reactions/testReactions";
import { ShareMenu } from "./ShareMenu";

describe("ShareMenu", () => {
  it("Copy Link puts the discussion's address with utm_source=community-share on the clipboard and says so", async () => {
    const user = userEvent.setup();
    renderWithApp(<ShareMenu recordType="discussion" url="/discussion/7/hello-world" name="Hello world" />, { bootstrap: guestBootstrap() });
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("menuitem", { name: "Copy Link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/discussion/7/hello-world?utm_source=community-share`);
    expect((await screen.findByRole("status")).textContent).toBe("Link copied to clipboard");
  });

  it("for a comment: 'Copy Link to Comment', keeping the comment's anchor", async () => {
    const user = userEvent.setup();
    renderWithApp(<ShareMenu recordType="comment" url="/discussion/comment/100#Comment_100" name="Hello world" />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    await user.click(screen.getByRole("menuitem", { name: "Copy Link to Comment" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/discussion/comment/100?utm_source=community-share#Comment_100`);
  });

  it("Email Link is a mailto: with the name and the link", async () => {
    const user = userEvent.setup();
    renderWithApp(<ShareMenu recordType="discussion" url="/discussion/7/hello-world" name="Hello & world" />);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const href = screen.getByRole("menuitem", { name: "Email Link" }).getAttribute("href") ?? "";
    const mail = new URL(href);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Hello & world");
    expect(mail.searchParams.get("body")).toBe(`Hello & world\n${window.location.origin}/discussion/7/hello-world?utm_source=community-share`);
  });

  it("offers Share In Message only with conversations.add on a site with messages", async () => {
    const user = userEvent.setup();
    const permissions = withGlobal(MEMBER_PERMISSIONS, { "conversations.add": true });
    const { unmount } = renderWithApp(<ShareMenu recordType="discussion" url="/discussion/7/x" name="X" />, { bootstrap: memberBootstrap({ permissions }) });
    await user.click(screen.getByRole("button", { name: "Share" }));
    // Messages are off by default.
    expect(screen.queryByRole("menuitem", { name: "Share In Message" })).toBeNull();
    unmount();

    renderWithApp(<ShareMenu recordType="discussion" url="/discussion/7/x" name="X" />, {
      bootstrap: memberBootstrap({ permissions, config: { conversationsEnabled: true } }),
    });
    await user.click(screen.getByRole("button", { name: "Share" }));
    const menu = screen.getByRole("menu", { name: "Share" });
    const link = within(menu).getByRole("menuitem", { name: "Share In Message" }).getAttribute("href") ?? "";
    expect(link).toBe(`/messages/add?content=${encodeURIComponent(`${window.location.origin}/discussion/7/x?utm_source=community-share`)}`);
  });

  it("no Share In Message without conversations.add, even on a site with messages", async () => {
    const user = userEvent.setup();
    renderWithApp(<ShareMenu recordType="discussion" url="/discussion/7/x" name="X" />, {
      bootstrap: memberBootstrap({ config: { conversationsEnabled: true } }),
    });
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("menuitem", { name: "Copy Link" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Share In Message" })).toBeNull();
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { DropDown } from "./DropDown";
import { DropDownItemButton } from "./DropDownItemButton";
import { DropDownItemLink } from "./DropDownItemLink";
import { DropDownSection } from "./DropDownSection";

function OptionsMenu({ onBump = () => undefined }: { onBump?(): void }) {
  return (
    <DropDown label="Discussion Options" buttonContent={<span aria-hidden="true">…</span>} align="right">
      <DropDownSection title="Manage">
        <DropDownItemButton onClick={onBump}>Bump</DropDownItemButton>
        <DropDownItemButton onClick={() => undefined} disabled>
          Close
        </DropDownItemButton>
        <DropDownItemButton onClick={() => undefined} isBusy>
          Sink
        </DropDownItemButton>
      </DropDownSection>
      <DropDownSection>
        <DropDownItemLink to="/discussion/12/revisions">Revision History</DropDownItemLink>
        <DropDownItemLink to="https://example.com/help" newTab>
          Help
        </DropDownItemLink>
      </DropDownSection>
    </DropDown>
  );
}

const opener = (name = "Discussion Options") => screen.getByRole("button", { name });

describe("DropDown", () => {
  it("is a closed menu button named by its label", () => {
    render(<OptionsMenu />);
    expect(opener().getAttribute("aria-haspopup")).toBe("menu");
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens a menu with sections, a separator between them and focus on the first item", async () => {
    const user = userEvent.setup();
    render(<OptionsMenu />);
    await user.click(opener());

    const menu = screen.getByRole("menu", { name: "Discussion Options" });
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    expect(within(menu).getByRole("heading", { name: "Manage" })).toBeTruthy();
    expect(within(menu).getByRole("group", { name: "Manage" })).toBeTruthy();
    expect(within(menu).getAllByRole("separator")).toHaveLength(1);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Bump", "Close", "Sink", "Revision History", "Help"]);
    expect(document.activeElement).toBe(within(menu).getByRole("menuitem", { name: "Bump" }));
    expect((within(menu).getByRole("menuitem", { name: "Close" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(menu).getByRole("menuitem", { name: "Sink" }).getAttribute("aria-busy")).toBe("true");
  });

  it("renders links as menu items, a new-tab link without access back to the page", async () => {
    const user = userEvent.setup();
    render(<OptionsMenu />);
    await user.click(opener());
    expect(screen.getByRole("menuitem", { name: "Revision History" }).getAttribute("href")).toBe("/discussion/12/revisions");
    const help = screen.getByRole("menuitem", { name: "Help" });
    expect(help.getAttribute("target")).toBe("_blank");
    expect(help.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("moves between enabled items with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<OptionsMenu />);
    await user.click(opener());
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Revision History");
    await user.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("Help");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Bump");
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("Help");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    render(<OptionsMenu />);
    await user.click(opener());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener());
  });

  it("runs an item's action, closing the menu first", async () => {
    const user = userEvent.setup();
    const onBump = vi.fn(() => {
      // An item that opens a modal needs focus back on the opener by now.
      expect(document.activeElement).toBe(opener());
    });
    render(<OptionsMenu onBump={onBump} />);
    await user.click(opener());
    await user.click(screen.getByRole("menuitem", { name: "Bump" }));
    expect(onBump).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <OptionsMenu />
      </>,
    );
    await user.click(opener());
    await user.click(screen.getByText("Outside"));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes the open menu when another one opens, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    render(
      <>
        <DropDown label="Sort by">
          <DropDownItemButton onClick={() => undefined}>Newest</DropDownItemButton>
        </DropDown>
        <DropDown label="Share">
          <DropDownItemButton onClick={() => undefined}>Copy Link</DropDownItemButton>
        </DropDown>
      </>,
    );
    await user.click(opener("Sort by"));
    expect(screen.getByRole("menu", { name: "Sort by" })).toBeTruthy();
    await user.click(opener("Share"));
    expect(screen.queryByRole("menu", { name: "Sort by" })).toBeNull();
    expect(screen.getByRole("menu", { name: "Share" })).toBeTruthy();

    // Keyboard: no outside click happens, the menus still exclude each other.
    opener("Sort by").focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menu", { name: "Sort by" })).toBeTruthy();
    expect(screen.queryByRole("menu", { name: "Share" })).toBeNull();
  });

  it("navigates in the app from a link item", async () => {
    const user = userEvent.setup();
    renderWithApp(<OptionsMenu />, { url: "/discussion/12/hello" });
    await user.click(opener());
    await user.click(screen.getByRole("menuitem", { name: "Revision History" }));
    expect(screen.getByTestId("location").textContent).toBe("/discussion/12/revisions");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("renders its closed button on the server without touching the DOM", () => {
    vi.stubGlobal("document", undefined);
    vi.stubGlobal("window", undefined);
    try {
      const html = renderToString(<OptionsMenu />);
      expect(html).toContain('aria-haspopup="menu"');
      expect(html).toContain('aria-label="Discussion Options"');
      expect(html).not.toContain("Bump");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

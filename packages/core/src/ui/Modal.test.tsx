import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Modal, MODAL_TRANSITION_DURATION } from "./Modal";

/** A page with a button that opens a modal, as a widget would use it. */
function Page({ withField = false }: { withField?: boolean }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Tag
      </button>
      <Modal isVisible={open} onClose={() => setOpen(false)} title="Tag Discussion" size="large" footer={<button type="button">Save</button>}>
        {withField ? <input aria-label="Tags" autoFocus /> : <p>Pick tags.</p>}
      </Modal>
    </>
  );
}

const waitForExit = () => act(() => new Promise((resolve) => setTimeout(resolve, MODAL_TRANSITION_DURATION + 20)));

describe("Modal", () => {
  it("opens as a modal dialog named by its title and takes focus", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Tag" }));
    const dialog = screen.getByRole("dialog", { name: "Tag Discussion" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.textContent).toContain("Pick tags.");
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Tag" });
    await user.click(opener);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    await waitForExit();
    expect(screen.queryByText("Pick tags.")).toBeNull();
  });

  it("closes with its Close button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Tag" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Tag" }));
  });

  it("leaves focus on an autoFocus field and keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Page withField />);
    await user.click(screen.getByRole("button", { name: "Tag" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Tags" }));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save" }));
  });

  it("calls onClose without closing itself: the owner decides", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal isVisible onClose={onClose} title="Report">
        <p>Why?</p>
      </Modal>,
    );
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Report" })).toBeTruthy();
  });

  it("renders nothing on the server, even when visible, without touching the DOM", () => {
    vi.stubGlobal("document", undefined);
    vi.stubGlobal("window", undefined);
    try {
      const html = renderToString(
        <Modal isVisible onClose={() => undefined} title="Report">
          <p>Why?</p>
        </Modal>,
      );
      expect(html).toBe("");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

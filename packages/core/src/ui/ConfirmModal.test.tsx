import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmModal } from "./ConfirmModal";
import type { ConfirmModalProps } from "./ConfirmModal";

function renderConfirm(props: Partial<ConfirmModalProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal isVisible title="Delete Discussion" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      Are you sure you want to delete this discussion?
    </ConfirmModal>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole("dialog", { name: "Delete Discussion" }) };
}

describe("ConfirmModal", () => {
  it("asks its question with Cancel and the confirm button", async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderConfirm();
    expect(dialog.textContent).toContain("Are you sure you want to delete this discussion?");

    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("shows the confirm button busy while the request runs", async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderConfirm({ isBusy: true });
    const confirm = within(dialog).getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows a failure in an error message", () => {
    const { dialog } = renderConfirm({ error: "You don't have permission to do that." });
    expect(within(dialog).getByRole("alert").textContent).toContain("You don't have permission to do that.");
  });

  it("shows no error message without an error", () => {
    const { dialog } = renderConfirm({ error: null });
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});

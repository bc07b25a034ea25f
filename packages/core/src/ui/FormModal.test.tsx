import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/ApiError";
import { FormModal } from "./FormModal";
import type { FormModalProps } from "./FormModal";

function renderForm(props: Partial<FormModalProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <FormModal isVisible title="Report" submitLabel="Send Report" onSubmit={onSubmit} onCancel={onCancel} {...props}>
      <label>
        Reason
        <input name="reason" />
      </label>
    </FormModal>,
  );
  return { onSubmit, onCancel, dialog: screen.getByRole("dialog", { name: "Report" }) };
}

describe("FormModal", () => {
  it("submits its form from the confirm button and from Enter in a field", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderForm();
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "spam{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("closes on Cancel, Escape and the close button", async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onSubmit } = renderForm();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("while busy shows the confirm button busy, submits nothing and does not close", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit, onCancel } = renderForm({ isBusy: true });
    const confirm = within(dialog).getByRole("button", { name: "Send Report" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect((within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "spam{Enter}");
    await user.keyboard("{Escape}");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("submits nothing while the submit is disabled", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderForm({ submitDisabled: true });
    expect((within(dialog).getByRole("button", { name: "Send Report" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "spam{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a failure in the dialog: a message or an error with its description", () => {
    const { dialog } = renderForm({ error: "You don't have permission to do that." });
    expect(within(dialog).getByRole("alert").textContent).toContain("You don't have permission to do that.");
  });

  it("shows an ApiError's message and description", () => {
    const error = new ApiError({ message: "Not allowed", description: "Moderators only.", status: 403 });
    const { dialog } = renderForm({ error });
    const alert = within(dialog).getByRole("alert");
    expect(alert.textContent).toContain("Not allowed");
    expect(alert.textContent).toContain("Moderators only.");
  });

  it("shows no error message without an error", () => {
    const { dialog } = renderForm({ error: null });
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("closes when its owner hides it after a submit", async () => {
    const user = userEvent.setup();
    function Owner(): ReactNode {
      const [open, setOpen] = useState(true);
      return (
        <FormModal isVisible={open} title="Tag" submitLabel="Save" onSubmit={() => setOpen(false)} onCancel={() => setOpen(false)}>
          <p>Tags</p>
        </FormModal>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

import { memberBootstrap, MEMBER_PERMISSIONS, renderWithApp, testApi } from "@quorum/core/testing";
import type { TestApiRoute } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { withGlobal } from "../reactions/testReactions";
import { ReportButton } from "./ReportButton";
import { ReportModal } from "./ReportModal";

function OpenReport() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output aria-label="modal">{open ? "open" : "closed"}</output>
      <ReportModal recordType="comment" recordID={100} isVisible={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderModal(answer: TestApiRoute) {
  const api = testApi({ "POST /api/v2/reports": answer });
  renderWithApp(<OpenReport />, { bootstrap: memberBootstrap(), apiClient: api.client });
  return api;
}

describe("ReportModal", () => {
  it("needs a reason, then posts it, thanks the member and closes", async () => {
    const api = renderModal(() => ({ status: 201, body: { reportID: 1 } }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Report" });
    const send = within(dialog).getByRole("button", { name: "Send Report" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "   ");
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Spam link ");
    expect(send.disabled).toBe(false);
    await user.click(send);
    expect((await screen.findByRole("status", { name: "" })).textContent).toBe("Your report has been submitted.");
    expect(screen.getByRole("status", { name: "modal" }).textContent).toBe("closed");
    expect(api.requests.map((r) => r.body)).toEqual([{ recordType: "comment", recordID: 100, reason: "Spam link" }]);
  });

  it("shows the server's error in the modal and keeps the reason", async () => {
    renderModal(() => ({
      status: 422,
      body: { message: "Validation failed.", status: 422, errors: { reason: [{ message: "reason is too long.", code: "maxLength" }] } },
    }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Report" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(await within(dialog).findByText("reason is too long.")).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement).value).toBe("Spam");
    expect(screen.getByRole("status", { name: "modal" }).textContent).toBe("open");
  });

  it("shows a failure without a field error as a message", async () => {
    renderModal(() => ({ status: 403, body: { message: "Permission Problem", status: 403 } }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Report" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toContain("Permission Problem"));
  });
});

describe("ReportButton", () => {
  const reporter = withGlobal(MEMBER_PERMISSIONS, { "flag.add": true });

  it("is offered with flag.add on a site with escalations, and opens the modal", async () => {
    renderWithApp(<ReportButton recordType="comment" recordID={100} />, {
      bootstrap: memberBootstrap({ permissions: reporter, config: { "feature.escalations.Enabled": true } }),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Report" }));
    expect(await screen.findByRole("dialog", { name: "Report" })).toBeTruthy();
  });

  it("keeps what was typed when the modal is closed and opened again", async () => {
    renderWithApp(<ReportButton recordType="comment" recordID={100} />, {
      bootstrap: memberBootstrap({ permissions: reporter, config: { "feature.escalations.Enabled": true } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Spam link");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Report" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Report" }));
    const reopened = await screen.findByRole("dialog", { name: "Report" });
    expect((within(reopened).getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement).value).toBe("Spam link");
  });

  it("is not offered without escalations, nor without flag.add", () => {
    const { unmount } = renderWithApp(<ReportButton recordType="comment" recordID={100} />, { bootstrap: memberBootstrap({ permissions: reporter }) });
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    unmount();
    renderWithApp(<ReportButton recordType="comment" recordID={100} />, { bootstrap: memberBootstrap({ config: { "feature.escalations.Enabled": true } }) });
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });
});

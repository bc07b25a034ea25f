import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { clampPageInput } from "./clampPageInput";
import { Pager } from "./Pager";

const hrefFor = (page: number) => `/discussions?page=${page}`;
const location = () => screen.getByTestId("location").textContent;

/** Page 2 of 4 (95 results, 30 a page), with the jump form opened from the range. */
async function openJumpForm() {
  renderWithApp(<Pager page={2} limit={30} total={95} hrefFor={hrefFor} />, { url: "/discussions?page=2" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "31 - 60 of 95" }));
  const form = screen.getByRole("form", { name: "Jump to page" });
  const box = within(form).getByRole("textbox", { name: "Jump to page" }) as HTMLInputElement;
  return { user, form, box, go: () => user.click(within(form).getByRole("button", { name: "Go" })) };
}

describe("clampPageInput", () => {
  it("keeps digits only, clamped to 1..pages, and leaves empty text empty", () => {
    expect(clampPageInput("2", 4)).toBe("2");
    expect(clampPageInput("a3!", 4)).toBe("3");
    expect(clampPageInput("12", 4)).toBe("4");
    expect(clampPageInput("0", 4)).toBe("1");
    expect(clampPageInput("-3", 4)).toBe("3");
    expect(clampPageInput("99999999999999999999999", 4)).toBe("4");
    expect(clampPageInput("", 4)).toBe("");
    expect(clampPageInput("abc", 4)).toBe("");
  });
});

describe("Pager's jump-to-page form", () => {
  it("opens from the range with the focus in the box, 'of' the page count, and goes to the typed page", async () => {
    const { form, box, user, go } = await openJumpForm();
    expect(document.activeElement).toBe(box);
    expect(form.textContent).toContain("of 4");
    await user.type(box, "3");
    await go();
    expect(location()).toBe("/discussions?page=3");
    // Back to the count, now of the page the app went to (the test's pager keeps its props).
    expect(screen.queryByRole("form", { name: "Jump to page" })).toBeNull();
    expect(screen.getByRole("button", { name: "31 - 60 of 95" })).toBeTruthy();
  });

  it("drops what is not a digit as it is typed", async () => {
    const { box, user } = await openJumpForm();
    await user.type(box, "x3y");
    expect(box.value).toBe("3");
  });

  it("clamps a page past the last to the last, and 0 to the first", async () => {
    const { box, user, go } = await openJumpForm();
    await user.type(box, "17");
    expect(box.value).toBe("4");
    await go();
    expect(location()).toBe("/discussions?page=4");

    await user.click(screen.getByRole("button", { name: "31 - 60 of 95" }));
    const again = screen.getByRole("textbox", { name: "Jump to page" }) as HTMLInputElement;
    await user.type(again, "0");
    expect(again.value).toBe("1");
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(location()).toBe("/discussions?page=1");
  });

  it("keeps the current page when Go is pressed on an empty box", async () => {
    const { box, user, go } = await openJumpForm();
    await user.type(box, "3");
    await user.clear(box);
    await go();
    expect(location()).toBe("/discussions?page=2");
  });

  it("goes back to the post count without moving", async () => {
    const { box, user } = await openJumpForm();
    await user.type(box, "3");
    await user.click(screen.getByRole("button", { name: "Back to post count" }));
    expect(screen.queryByRole("form", { name: "Jump to page" })).toBeNull();
    expect(screen.getByRole("button", { name: "31 - 60 of 95" })).toBeTruthy();
    expect(location()).toBe("/discussions?page=2");
  });

  it("is not offered when the page count is unknown or there is a single page", () => {
    const { unmount } = renderWithApp(<Pager page={2} limit={30} hasMore hrefFor={hrefFor} />);
    expect(screen.getByText("31 - 60 of 60+").tagName).toBe("SPAN");
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    renderWithApp(<Pager page={1} limit={30} total={12} hrefFor={hrefFor} />);
    expect(screen.getByText("1 - 12 of 12").tagName).toBe("SPAN");
  });

  it("pages by 10 when the list gives no limit (spec §9)", () => {
    renderWithApp(<Pager page={2} total={35} hrefFor={hrefFor} />);
    expect(screen.getByRole("button", { name: "11 - 20 of 35" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Page 4" }).getAttribute("href")).toBe("/discussions?page=4");
  });
});

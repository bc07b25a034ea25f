import { ApiError } from "@quorum/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import PollPostFields from "./PollPostFields";

describe("PollPostFields (the poll's fields in the post form)", () => {
  it("hands the form the poll's fields as POST /polls takes them, and shows the server's errors under them", async () => {
    const sent: Record<string, unknown>[] = [];
    const error = new ApiError({
      message: "Validation failed.",
      status: 422,
      errors: { "options.1": [{ message: "options.1 must not be blank.", code: "pattern", field: "options.1" }] },
    });
    render(<PollPostFields onChange={(fields) => sent.push({ ...fields })} error={error} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Question" }), "Tea?");
    await user.type(screen.getByRole("textbox", { name: "Option 1" }), " Yes ");
    await user.type(screen.getByRole("textbox", { name: "Option 2" }), "No");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByRole("textbox", { name: "Option 3" }), "Later");
    await user.click(screen.getByRole("checkbox", { name: "Allow more than one choice" }));
    expect(sent.at(-1)).toEqual({ name: "Tea?", options: ["Yes", "No", "Later"], multipleChoice: true, isPublic: false });
    expect(screen.getByText("options.1 must not be blank.")).toBeTruthy();
  });

  it("starts from the fields a resumed draft kept (initial), and hands them over again as they were", async () => {
    const sent: Record<string, unknown>[] = [];
    const dateClosed = new Date(2031, 4, 6, 7, 8).toISOString();
    const kept = { name: "Tea?", options: ["Yes", "No", "Later"], multipleChoice: true, isPublic: true, dateClosed };
    render(<PollPostFields onChange={(fields) => sent.push({ ...fields })} error={null} initial={kept} />);
    expect((screen.getByRole("textbox", { name: "Question" }) as HTMLInputElement).value).toBe("Tea?");
    expect((screen.getByRole("textbox", { name: "Option 3" }) as HTMLInputElement).value).toBe("Later");
    expect((screen.getByRole("checkbox", { name: "Allow more than one choice" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Closing date (optional)") as HTMLInputElement).value).toBe("2031-05-06T07:08");
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Question" }), "!");
    expect(sent.at(-1)).toEqual({ ...kept, name: "Tea?!" });
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

function Controlled({ onChange }: { onChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Select discussion"
      checked={checked}
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    />
  );
}

describe("Checkbox", () => {
  it("toggles when it or its label is clicked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Select discussion" }) as HTMLInputElement;
    expect(box.checked).toBe(false);

    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText("Select discussion"));
    expect(box.checked).toBe(false);
    await user.keyboard(" ");
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("does nothing when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Sink" checked onChange={onChange} disabled />);
    await user.click(screen.getByRole("checkbox", { name: "Sink" }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps a hidden label as the accessible name", () => {
    render(<Checkbox label="Select all" checked={false} onChange={() => undefined} hideLabel />);
    expect(screen.getByRole("checkbox", { name: "Select all" })).toBeTruthy();
  });
});

import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClosedDropDown } from "./ClosedDropDown";
import { DropDown } from "./DropDown";
import { DropDownItemButton } from "./DropDownItemButton";

/** An opener icon that makes an id, as a labelled SVG would. */
function IconWithId() {
  const id = useId();
  return (
    <svg aria-labelledby={id}>
      <title id={id}>More</title>
    </svg>
  );
}

describe("ClosedDropDown", () => {
  // In this (browser) environment DropDown is the interactive menu; the server renders ClosedDropDown.
  it("renders exactly what DropDown renders before it is opened", () => {
    const cases = [{ label: "Share" }, { label: 'Options <&> "quoted"', align: "right" as const }, { label: "More", buttonContent: <IconWithId /> }];
    for (const props of cases) {
      const items = <DropDownItemButton onClick={() => undefined}>Copy Link</DropDownItemButton>;
      const closed = renderToString(
        <div>
          <ClosedDropDown {...props}>{items}</ClosedDropDown>
          <IconWithId />
        </div>,
      );
      const interactive = renderToString(
        <div>
          <DropDown {...props}>{items}</DropDown>
          <IconWithId />
        </div>,
      );
      expect(closed).toBe(interactive);
      expect(closed).not.toContain("Copy Link");
    }
  });
});

import { useState } from "react";
import type { ReactNode } from "react";
import RichEditor from "../RichEditor";

/** Test code only: the editor in a form's place, showing the JSON the form would post. */
export function EditorHarness({ initial = "" }: { initial?: string }): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichEditor value={value} onChange={setValue} aria-label="Body" />
      <pre data-testid="json">{value}</pre>
      <button type="button" onClick={() => setValue("")}>
        Reset
      </button>
    </>
  );
}

/** The document the harness shows, parsed. */
export function postedDocument(output: HTMLElement): unknown {
  return JSON.parse(output.textContent ?? "");
}

import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { placeCaret } from "./placeCaret";
import { typeKeys } from "./typeKeys";

/**
 * Test code only: waits for the rich editor labelled `name` to replace its light text box, then
 * types `keys` at the end of its text. The test file must import "@quorum/editor/testing" (or "./enableEditingInJsdom") first.
 */
export async function typeIntoRichEditor(user: UserEvent, name: string, keys: string): Promise<HTMLElement> {
  const editor = await waitFor(() => {
    const found = screen.getByRole("textbox", { name });
    if (found.tagName === "TEXTAREA") throw new Error(`The editor "${name}" has not loaded yet.`);
    return found;
  });
  await placeCaret(editor);
  await typeKeys(user, keys);
  return editor;
}

const NOT_TYPED = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

/**
 * Hands what was typed (or ticked, or autofilled) into the server-rendered fields before hydration
 * over to React. Hydration leaves such a field's text alone but starts the component's state from
 * the server's value, and records the text as already seen: the next render of the field puts the
 * state's value back, and the text is gone. So each field that differs from its server value gets
 * a change React notices: the value is set back through the property React watches, then the typed
 * one through the element's own setter, then an `input` event (a click for boxes React reads on
 * click), and the component's `onChange` receives the typed value.
 */
export function syncTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) {
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      continue;
    }
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) continue;
      const wanted = field.checked;
      field.checked = !wanted;
      field.click();
      continue;
    }
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    ownSetter?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

import { isHydrated } from "./isHydrated";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

/** The fields under `root` whose value (or tick, or choice) is no longer the one the server rendered. */
function typedFields(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>("input, textarea, select")).filter((field) => {
    if (field.disabled) return false;
    if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      return field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked);
    }
    return !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) && field.value !== field.defaultValue;
  });
}

/** What a field holds now: its text, its tick, or its chosen options. */
type TypedValue = string | boolean | readonly boolean[];

function typedValueOf(field: Field): TypedValue {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).map((option) => option.selected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) return field.checked;
  return field.value;
}

/**
 * Hands what was typed (or ticked, or autofilled) into a server-rendered field before hydration
 * over to React; call it once the field has hydrated, with the value taken before the first
 * hand-over (the render one field's `onChange` causes puts the server's values back into the
 * fields not handed over yet). Hydration leaves the field's text alone but starts the component's
 * state from the server's value and records the text as already seen, so the field gets a change
 * React notices: another value set through the property React watches, then the typed one
 * through the element's own setter, then an `input` event (a click for boxes, which React reads
 * on click; a `change` for a select), and the component's `onChange` runs.
 */
function handOverTypedValue(field: Field, value: TypedValue): void {
  if (field instanceof HTMLSelectElement) {
    if (!Array.isArray(value)) return;
    Array.from(field.options).forEach((option, index) => {
      option.selected = value[index] === true;
    });
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (typeof value === "boolean") {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !value;
    field.click();
    return;
  }
  if (typeof value !== "string") return;
  // Only what React's watcher records matters: a number field cleans "x" away, the watcher keeps it.
  field.value = value === "" ? "x" : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const handedOver = new WeakSet<Field>();

/**
 * Hands over the typed values of `fields` that have hydrated by now and still hold something else
 * than the server rendered, once each. The values are all taken first: the render one field's
 * `onChange` causes puts the server's values back into the others.
 */
export function handOverHydratedFields(fields: readonly Element[]): void {
  const changed = new Set(typedFields(document));
  const typed = fields
    .filter((field): field is Field => changed.has(field as Field) && isHydrated(field) && !handedOver.has(field as Field))
    .map((field) => [field, typedValueOf(field)] as const);
  for (const [field, value] of typed) {
    handedOver.add(field);
    handOverTypedValue(field, value);
  }
}

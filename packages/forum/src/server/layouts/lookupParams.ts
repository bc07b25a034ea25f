import type { LayoutLookup } from "@quorum/api";

/** A positive whole-number lookup param (page numbers arrive as numbers or strings), or undefined. */
export function intParam(lookup: LayoutLookup, name: string): number | undefined {
  const raw = lookup.params[name];
  const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** A lookup param that must be one of `allowed`, or undefined. */
export function choiceParam<T extends string>(lookup: LayoutLookup, name: string, allowed: readonly T[]): T | undefined {
  const raw = lookup.params[name];
  return typeof raw === "string" && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

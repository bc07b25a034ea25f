import { AddonRegistry, Slot } from "@quorum/core";
import type { SlotRef } from "@quorum/core";
import { renderWithApp } from "@quorum/core/testing";
import type { RenderWithAppOptions } from "@quorum/core/testing";
import type { RenderResult } from "@testing-library/react";
import ideation from "../index";

/**
 * Renders what Ideation puts into one of the forum's slots, as the forum renders the slot, inside
 * `data-testid="slot"`. The slot items' chunks are loaded first, as a page does before it renders.
 */
export async function renderSlot<Props extends object>(
  slot: SlotRef<Props>,
  props: Props,
  options: Omit<RenderWithAppOptions, "addons" | "registry"> = {},
): Promise<RenderResult> {
  const registry = new AddonRegistry([ideation]);
  await registry.loadSlots();
  return renderWithApp(
    <div data-testid="slot">
      <Slot slot={slot} props={props} />
    </div>,
    { ...options, registry },
  );
}

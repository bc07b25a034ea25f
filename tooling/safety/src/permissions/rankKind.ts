import { callOk } from "./callOk.ts";
import type { HiddenRecord } from "./HiddenRecord.ts";
import type { HiddenKind, MatrixContext } from "./MatrixContext.ts";

/**
 * Ranks (packages/addon-ranks) hide nothing: every rank is public. The admin enables the add-on
 * (last, after the other kinds have posted: its demo Newcomer rank refuses links), so the matrix
 * asks its routes as every persona, and every user fragment it reads carries a rank label.
 */
export const rankKind: HiddenKind = {
  name: "ranks",
  async setUp({ sessions }: MatrixContext): Promise<HiddenRecord[]> {
    await callOk(sessions.admin, "PATCH", "/api/v2/addons/ranks", { enabled: true });
    return [];
  },
};

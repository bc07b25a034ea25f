// Compile-time only: fails the typecheck when server.d.ts (what apps/server sees) and the real
// entry-server drift apart, in either direction.
import type * as Declared from "../server.d.ts";
import type * as Actual from "./entry-server";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const requestMatches: Same<Declared.RenderRequest, Actual.RenderRequest> = true;
export const resultMatches: Same<Declared.RenderResult, Actual.RenderResult> = true;
export const manifestMatches: Same<Declared.ViteManifest, Actual.ViteManifest> = true;
export const assetsMatch: Same<Declared.ClientAssets, Actual.ClientAssets> = true;
export const renderMatches: Same<typeof Declared.render, typeof Actual.render> = true;
export const clientAssetsMatches: Same<typeof Declared.clientAssets, typeof Actual.clientAssets> = true;
export const addonAssetsMatch: Same<Declared.AddonAssets, Actual.AddonAssets> = true;

import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderRequest, RenderResult, ViteManifest, clientAssets } from "@quorum/web/server";

/** The built web app: where its files are, which to load first, and its server-render function. */
export interface WebBuild {
  clientDir: string;
  assets: RenderRequest["assets"];
  render(request: RenderRequest): Promise<RenderResult>;
  /** The `$reactComponent` names the installed client halves register. */
  clientWidgets?: readonly string[];
}

interface ServerEntry {
  render: WebBuild["render"];
  clientWidgets(): Promise<string[]>;
  clientAssets: typeof clientAssets;
}

/**
 * Loads `@quorum/web`'s build output (run `pnpm --filter @quorum/web build` first). The server
 * entry is imported at run time, not bundled into this app, so the web app builds on its own.
 */
export async function loadWebBuild(): Promise<WebBuild> {
  const require = createRequire(import.meta.url);
  const webRoot = dirname(require.resolve("@quorum/web/package.json"));
  const clientDir = join(webRoot, "dist", "client");
  const manifestPath = join(clientDir, ".vite", "manifest.json");
  const serverEntry = join(webRoot, "dist", "server", "entry-server.js");
  if (!existsSync(manifestPath) || !existsSync(serverEntry)) {
    throw new Error("The web app is not built: run `pnpm --filter @quorum/web build`.");
  }
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as ViteManifest;
  return { clientDir, assets: entry.clientAssets(manifest), render: entry.render, clientWidgets: await entry.clientWidgets() };
}

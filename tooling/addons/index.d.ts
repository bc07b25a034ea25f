import type { Plugin } from "vite";

/** An add-on package installed in a site. */
export interface InstalledAddon {
  /** The npm package name. */
  name: string;
  /** The add-on key (`quorum.addon` in its package.json), as the server and the shell name it. */
  key: string;
  version: string;
  /** The package's real directory. */
  dir: string;
  /** Absolute path of its `./client` export, if it has a client half. */
  client?: string;
  /** Absolute path of its `./server` export, if it has a server half. */
  server?: string;
}

export function discoverAddons(siteDir: string): InstalledAddon[];
export const CLIENT_MODULE: "virtual:quorum-addons";
export const SERVER_MODULE: "virtual:quorum-server-addons";
export function clientModuleSource(siteDir: string, root: string): string;
export function serverModuleSource(siteDir: string): string;
export function quorumAddonsVite(options: { siteDir: string }): Plugin;
export function quorumAddonsEsbuild(options: { siteDir: string }): { name: string; setup(build: unknown): void };

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const NOT_SOURCE = new Set([".git", "node_modules", "dist", ".turbo", ".data"]);

/** A hash of every source file of a checkout by its relative path, to see what a step changed. */
export function sourceDigest(root: string): Map<string, string> {
  const digest = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) digest.set(relative(root, path), createHash("sha1").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(root);
  return digest;
}

/** The relative paths added, removed or changed between two digests, sorted. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

import { gzipSync } from "node:zlib";

/** Bytes of `data` gzipped at level 9 (what a server compressing ahead of time would send). */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

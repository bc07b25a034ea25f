import { join } from "node:path";
import { LocalDirectoryStorage } from "./LocalDirectoryStorage";

/**
 * The site's media storage: `<data dir>/uploads`. The data directory is decided by the site
 * (apps/server: QUORUM_DATA_DIR, default ./data) and not passed to add-ons, so the same rule is
 * applied here; QUORUM_UPLOADS_DIR names another directory (and lets tests use a temporary one).
 */
export function defaultMediaStorage(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LocalDirectoryStorage {
  const dataDir = env.QUORUM_DATA_DIR || join(cwd, "data");
  return new LocalDirectoryStorage(env.QUORUM_UPLOADS_DIR || join(dataDir, "uploads"));
}

/**
 * The version of @quorum/server add-ons declare their `coreVersion` range against. Kept equal to
 * package.json's version (a test checks) so a changesets bump moves both.
 */
export const CORE_VERSION = "0.1.0";

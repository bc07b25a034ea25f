/// <reference types="@quorum/addon-tools/virtual" />
// The server halves of every add-on installed in this site: this package's dependencies that
// declare `"quorum": { "addon": ... }` (the forum among them), found at build time.
// Installing an add-on = adding it as a dependency (`pnpm --filter @quorum/site add <package or tarball>`)
// and building; enabling it is then a site manager's switch.
export { installedAddons } from "virtual:quorum-server-addons";

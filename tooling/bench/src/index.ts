// What other tooling packages (the safety suite, the end-to-end suite) reuse: starting the built
// site, a site manager's session, a process tree's pids, Chromium's launch options.
export { runCli, startSite } from "./startSite.ts";
export { signInAdmin, type SiteAdmin } from "./siteAdmin.ts";
export { processTree } from "./processTree.ts";
export { chromiumLaunch } from "./chromiumLaunch.ts";

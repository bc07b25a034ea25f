/**
 * Chromium as every browser-driving tool of the repository launches it (the end-to-end suite, the
 * size budget, Lighthouse, the safety suite's XSS part): Debian's Chromium, as Playwright's own
 * browser download is not reachable from these machines (`CHROMIUM_PATH` to use another), with no
 * sandbox (containers) and no background traffic that would add requests to what is measured.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// The entry points add-on authors build on, and where each one's report lives (beside its package,
// so a change to the surface shows in the same review as the code that changed it).
export const ENTRIES = [
  { name: "@quorum/api", tsconfig: "packages/api/tsconfig.json", file: "packages/api/src/index.ts", report: "packages/api/api-report.md" },
  { name: "@quorum/core", tsconfig: "packages/core/tsconfig.json", file: "packages/core/src/index.ts", report: "packages/core/api-report.md" },
  { name: "@quorum/server", tsconfig: "packages/server/tsconfig.json", file: "packages/server/src/index.ts", report: "packages/server/api-report.md" },
  { name: "@quorum/editor", tsconfig: "packages/editor/tsconfig.json", file: "packages/editor/src/index.ts", report: "packages/editor/api-report.md" },
  {
    name: "@quorum/editor/client",
    tsconfig: "packages/editor/tsconfig.json",
    file: "packages/editor/src/client/index.ts",
    report: "packages/editor/api-report.client.md",
  },
  {
    name: "@quorum/forum/contract",
    tsconfig: "packages/forum/tsconfig.json",
    file: "packages/forum/src/contract/index.ts",
    report: "packages/forum/api-report.contract.md",
  },
  {
    name: "@quorum/forum/contract/server",
    tsconfig: "packages/forum/tsconfig.json",
    file: "packages/forum/src/contract/server.ts",
    report: "packages/forum/api-report.contract-server.md",
  },
];

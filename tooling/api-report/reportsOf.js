// Builds one TypeScript program per tsconfig and renders the reports of the entries it covers.
import { dirname, join } from "node:path";
import ts from "typescript";
import { renderApiReport } from "./renderApiReport.js";

/**
 * @param {string} root the repository root
 * @param {ReadonlyArray<{ name: string, tsconfig: string, file: string, report: string }>} entries
 * @returns {Array<{ entry: (typeof entries)[number], text: string }>}
 */
export function reportsOf(root, entries) {
  return entries.map((entry) => {
    const program = programOf(join(root, entry.tsconfig), join(root, entry.file));
    return { entry, text: renderApiReport({ name: entry.name, file: join(root, entry.file) }, program) };
  });
}

/** Only the entry and what it reaches: the package's tests are not its surface, and are slow to check. */
function programOf(tsconfigPath, file) {
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(tsconfigPath));
  return ts.createProgram({ rootNames: [file], options: { ...parsed.options, noEmit: true } });
}

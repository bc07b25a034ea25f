import { parseArgs } from "node:util";

export const USAGE = `Usage: create-addon <name> [--package <npm name>] [--dir <path>]

Writes a new Quorum add-on: a widget, a page, a server route, a migration and tests.
  <name>       the add-on key: lower-case words joined by "-" (e.g. my-addon)
  --package    its npm package name (default: the key), e.g. @acme/my-addon
  --dir        where to write it (default inside a Quorum checkout: packages/<name>)`;

/**
 * The command line's options, or `{ help: true }`. Throws on unknown options or a missing name.
 *
 * @param {string[]} args
 * @returns {{ help: true } | { help: false; name: string; packageName?: string; dir?: string }}
 */
export function parseCliArgs(args) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      package: { type: "string" },
      dir: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { help: true };
  const [name, ...rest] = positionals;
  if (!name) throw new Error("Name the add-on: create-addon <name>");
  if (rest.length) throw new Error(`Unexpected arguments: ${rest.join(" ")}`);
  return {
    help: false,
    name,
    ...(values.package ? { packageName: values.package } : {}),
    ...(values.dir ? { dir: values.dir } : {}),
  };
}

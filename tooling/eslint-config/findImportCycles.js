// Finds the cycles among a tree's imports. At run time a cycle lets module order decide which side
// sees the other half-initialised and defeats chunk splitting; between types it ties two files
// together so that neither can move or be understood alone. So none may stand, of either kind.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", ".turbo", "coverage", "test-results", "playwright-report", ".data", "template"]);

/**
 * @param {string} root the folder to walk (its relative file names appear in the result)
 * @returns {string[][]} each cycle as the files it passes through (relative to root), the first one repeated last
 */
export function findImportCycles(root) {
  const files = sourceFiles(root);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, localImports(file).filter((target) => known.has(target))]));
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0])?.includes(group[0]))
    .map((group) => cycleThrough(group, graph).map((file) => relative(root, file)));
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith(".")) out.push(...sourceFiles(join(dir, entry.name)));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

const resolutionOptions = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowJs: true, resolveJsonModule: false };

/** The files a module imports: relative specifiers only (packages are boundaries of their own). */
function localImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const specifier = importSpecifier(statement);
    if (!specifier || !specifier.startsWith(".")) continue;
    const resolved = ts.resolveModuleName(specifier, file, resolutionOptions, ts.sys).resolvedModule;
    if (resolved) targets.push(resolved.resolvedFileName);
  }
  return targets;
}

function importSpecifier(statement) {
  if (ts.isImportDeclaration(statement)) return stringOf(statement.moduleSpecifier);
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) return stringOf(statement.moduleSpecifier);
  return undefined;
}

function stringOf(node) {
  return ts.isStringLiteral(node) ? node.text : undefined;
}

/** Tarjan's algorithm, iterative so deep trees do not overflow the stack. */
function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** One concrete loop inside a strongly connected group, found by a breadth-first walk back to its first file. */
function cycleThrough(group, graph) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...group, start];
}

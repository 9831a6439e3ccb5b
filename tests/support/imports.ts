// The project's import graph, read from the source: which file imports which (relative and "@/"
// imports; packages are named as themselves). tests/pure/layers.test.ts checks the layer rules
// of docs/architecture.md against it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

const sourceFile = /\.(ts|tsx|mts)$/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (name === "node_modules" || name === "generated" || name.startsWith(".")) return [];
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** A specifier resolved to a repository path ("lib/games/turn/play.ts"), or the package it names. */
function resolve(from: string, specifier: string): string {
  let target: string;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith("."))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return specifier; // a package: "@prisma/client", "next/navigation", "node:fs"
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile())
      return candidate;
  }
  return target.replace(/\.js$/, ".ts");
}

/** Every source file under `dirs` with what it imports. */
export function importGraph(dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(filesUnder)) {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets: string[] = [];
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      // `import type` brings no code, but a type-only dependency still binds the layers.
      targets.push(resolve(file, specifier));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The folder a file belongs to for the layer rules: "lib/games"; a file directly in lib/ (lib/config.ts) is its own. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? parts.slice(0, 2).join("/") : file;
}

/** The strongly connected groups of more than one folder (or a folder importing itself is fine). */
export function folderCycles(graph: Map<string, string[]>, prefix: string): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (!file.startsWith(prefix)) continue;
    const from = folderOf(file);
    for (const target of targets) {
      if (!target.startsWith(prefix)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** The file-level imports from folder `from` into folder `to`, for a failure message. */
export function crossings(graph: Map<string, string[]>, from: string, to: string): string[] {
  return [...graph].flatMap(([file, targets]) =>
    folderOf(file) === from ? targets.filter((t) => folderOf(t) === to).map((t) => `${file} → ${t}`) : [],
  );
}

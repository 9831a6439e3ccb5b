// The engine's boundary: the app (everything under app/ and lib/ but lib/engine/ itself) reaches the
// rules only through lib/engine/index.ts and the plain values its `Game` hands out, never through
// the compiled rules, the variant's definition or the mutable board (`game.rules`, `game.variant`,
// `game.load(...)`), which stay the engine's and its tests' business.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ENGINE = resolve(ROOT, "lib/engine");
const ENTRY = [ENGINE, resolve(ENGINE, "index"), resolve(ENGINE, "index.ts")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ENGINE || entry.name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Where an import specifier points, for the ones inside the repository ("@/lib/x", "../x"). */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return resolve(ROOT, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const INTERNAL_MEMBER = /\.(rules|variant)\b|\.load\(/;

/** The file's lines that break the boundary, as "path:line: text". */
function boundaryBreaks(file: string, text: string): string[] {
  const where = (line: number, what: string) => `${relative(ROOT, file)}:${line + 1}: ${what}`;
  const breaks: string[] = [];
  text.split("\n").forEach((line, i) => {
    const code = line.trim();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
    for (const [, specifier] of line.matchAll(IMPORT)) {
      const to = target(file, specifier);
      if (to?.startsWith(`${ENGINE}/`) && !ENTRY.includes(to))
        breaks.push(where(i, `imports ${specifier}; import "@/lib/engine" instead`));
    }
    const member = INTERNAL_MEMBER.exec(line);
    if (member) breaks.push(where(i, `uses ${member[0]}, an engine internal; ask the Game's public methods`));
  });
  return breaks;
}

describe("the engine's boundary", () => {
  const files = ["app", "lib"].flatMap((dir) => sourceFiles(resolve(ROOT, dir)));

  it("finds the app's files (and none inside lib/engine)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith("lib/games/turn/play.ts"))).toBe(true);
    expect(files.some((f) => f.startsWith(`${ENGINE}/`))).toBe(false);
  });

  it("no file under app/ or lib/ (but lib/engine/) imports an engine file but its index, or uses its internals", () => {
    const breaks = files.flatMap((file) => boundaryBreaks(file, readFileSync(file, "utf8")));
    expect(breaks).toEqual([]);
  });

  it("catches each way of reaching in", () => {
    const file = resolve(ROOT, "lib/games/example.ts");
    const lines = [
      'import { Board } from "../engine/board";',
      'import type { Rules } from "@/lib/engine/rules";',
      'const { perftBoard } = await import("../engine/perft");',
      "const name = game.rules.name(move.from);",
      "const start = unwrap(getGame('chess')).variant.start;",
      "const board = game.load(position);",
    ];
    expect(lines.map((line) => boundaryBreaks(file, line).length)).toEqual([1, 1, 1, 1, 1, 1]);
    const fine = [
      'import { getGame } from "@/lib/engine";',
      'import { getGame } from "../engine";',
      'import { getGame } from "../engine/index";',
      "// game.rules is the engine's own",
      "const squares = game.grid.map((s) => s.name);",
    ];
    expect(fine.flatMap((line) => boundaryBreaks(file, line))).toEqual([]);
  });
});

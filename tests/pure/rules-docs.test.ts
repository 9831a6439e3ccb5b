// The rules documents (docs/rules/<id>.md) and the code stay together: every registered game has
// its document, the document shows the start position the engine prints, every `§`/`A#` that the
// game's files cite (engine files, player's guide and tests; in comments and in the reasons given
// to players) is defined there, and every position string of the game's test tables appears there,
// so a reader can check a test against the text.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Game } from "../../lib/engine";
import { games } from "../../lib/engine";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const DOCS = resolve(ROOT, "docs/rules");
/** Folders whose files named after a game (`joust.ts`, `joust-turns.ts`, `joust.cases.ts`) cite its rules. */
const CITING_FOLDERS = ["lib/engine/games", "lib/games/catalog/guides", "tests/pure"];

const ids = games().map((g) => g.id);
const docPath = (id: string) => resolve(DOCS, `${id}.md`);

// ---- What a document defines ----------------------------------------------------------------

interface Definitions {
  /** Section numbers ("4", "4.2") and ambiguity labels ("A9"), each with the text it covers. */
  readonly sections: ReadonlyMap<string, string>;
  readonly labels: ReadonlyMap<string, string>;
}

/** A line that defines a section: `## 4. Title`, `### 4.2. Title` or `**4.2.** …` / `**4.2. Title.**`. */
const SECTION_LINE = /^(?:#{2,6}\s+|\*\*)(\d+(?:\.\d+)*)\.(?=[\s*])/;
/** A line that defines an ambiguity label: `### A9. Title`. */
const LABEL_LINE = /^#{2,6}\s+(A\d+)\./;

function definitions(markdown: string): Definitions {
  const lines: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    lines.push(fenced ? "" : line);
  }
  const sections = new Map<string, string>();
  const labels = new Map<string, string>();
  lines.forEach((line, i) => {
    const section = SECTION_LINE.exec(line)?.[1];
    if (section !== undefined) {
      // A section runs to the next section that is not one of its subsections, or the next label.
      let end = i + 1;
      while (end < lines.length) {
        const next = SECTION_LINE.exec(lines[end])?.[1];
        if (LABEL_LINE.test(lines[end])) break;
        if (next !== undefined && !next.startsWith(`${section}.`)) break;
        end++;
      }
      sections.set(section, lines.slice(i, end).join("\n"));
    }
    const label = LABEL_LINE.exec(line)?.[1];
    if (label !== undefined) {
      let end = i + 1;
      while (end < lines.length && !/^#{1,6}\s/.test(lines[end])) end++;
      labels.set(label, lines.slice(i, end).join("\n"));
    }
  });
  return { sections, labels };
}

// ---- What the engine files cite ---------------------------------------------------------------

const WORD = /[\w$]+/y;
/** Keywords after which a "/" starts a regular expression, not a division. */
const REGEX_KEYWORDS = new Set(["return", "typeof", "case", "in", "of", "void", "yield", "await"]);

/**
 * The comments and string literals of a TypeScript source, in order. A small scanner (TypeScript 7
 * ships no JavaScript API): it knows line and block comments, quoted strings, template literals with
 * nested `${…}`, and tells regular-expression literals from division well enough for engine code.
 */
function commentsAndStrings(source: string): string[] {
  const pieces: string[] = [];
  const templates: number[] = []; // open `${` depths of the template literals we are inside
  let i = 0;
  let previous = ""; // last significant character of code, to tell a regex from a division

  const readTemplateChunk = () => {
    // i is just after "`" or after the "}" that closes a `${…}`.
    let text = "";
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === "`") {
        i++;
        previous = "`";
        break;
      } else if (c === "$" && source[i + 1] === "{") {
        templates.push(0);
        i += 2;
        previous = "{";
        break;
      } else {
        text += c;
        i++;
      }
    }
    pieces.push(text);
  };

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      pieces.push(source.slice(i + 2, end < 0 ? source.length : end));
      i = end < 0 ? source.length : end;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      pieces.push(source.slice(i + 2, end < 0 ? source.length : end));
      i = end < 0 ? source.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1;
      pieces.push(source.slice(i + 1, j));
      i = j + 1;
      previous = c;
    } else if (c === "`") {
      i++;
      readTemplateChunk();
    } else if (c === "{" && templates.length > 0) {
      templates[templates.length - 1]++;
      previous = c;
      i++;
    } else if (c === "}" && templates.length > 0 && templates[templates.length - 1] === 0) {
      templates.pop();
      i++;
      readTemplateChunk();
    } else if (c === "}" && templates.length > 0) {
      templates[templates.length - 1]--;
      previous = c;
      i++;
    } else if (c === "/" && (previous === "" || "(,=:[!&|?{};+-*%<>~^".includes(previous))) {
      // A regular-expression literal: skip it, character classes and escapes included.
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== "\n") {
        if (source[j] === "\\") j++;
        else if (source[j] === "[") inClass = true;
        else if (source[j] === "]") inClass = false;
        else if (source[j] === "/" && !inClass) break;
        j++;
      }
      i = j + 1;
      previous = "/";
    } else {
      if (/[\w$]/.test(c) && !/[\w$]/.test(source[i - 1] ?? "")) {
        WORD.lastIndex = i;
        const word = WORD.exec(source)![0];
        previous = REGEX_KEYWORDS.has(word) ? "(" : word[word.length - 1];
        i += word.length;
      } else {
        if (!/\s/.test(c)) previous = c;
        i++;
      }
    }
  }
  return pieces;
}

interface Citation {
  readonly game: string;
  /** "§5.1", "A3" */
  readonly ref: string;
  /** A sub-item the section or label must list: "(d)" of "§3(d)" or "§3d", "(iii)" of "A3(iii)". */
  readonly item?: string;
  readonly file: string;
}

const byLength = [...ids].sort((a, b) => b.length - a.length);
const GAME_PREFIX = `(?:\\b(${byLength.map((id) => id.replace(/-/g, "\\-")).join("|")})\\s+)?`;
const CITATION = new RegExp(
  `${GAME_PREFIX}(?:§\\s?(\\d+(?:\\.\\d+)*)(?:\\s?\\(([a-z]|\\d+)\\)|([a-e])(?![\\w]))?|\\b(A\\d+)(?:\\s?\\(([ivx]+|\\d+|[a-z])\\))?(?![\\w]))`,
  "g",
);

/** The game a file belongs to: the longest registered id it is named after. */
const ownerOf = (file: string): string | undefined =>
  file.endsWith(".ts")
    ? byLength.find((id) => file.startsWith(`${id}.`) || file.startsWith(`${id}-`))
    : undefined;

function citations(folder: string): Citation[] {
  const found: Citation[] = [];
  for (const file of readdirSync(resolve(ROOT, folder)).sort()) {
    const owner = ownerOf(file);
    if (owner === undefined) continue;
    for (const piece of commentsAndStrings(readFileSync(resolve(ROOT, folder, file), "utf8"))) {
      for (const m of piece.matchAll(CITATION)) {
        const [, prefix, section, itemInParens, itemLetter, label, labelItem] = m;
        const game = prefix ?? owner;
        const where = `${folder}/${file}`;
        if (section !== undefined) {
          const item = itemInParens ?? itemLetter;
          found.push({ game, ref: `§${section}`, item: item && `(${item})`, file: where });
        } else found.push({ game, ref: label, item: labelItem && `(${labelItem})`, file: where });
      }
    }
  }
  return found;
}

/** What is wrong with one citation, or null when the document defines it. */
function undefinedCitation(c: Citation, defs: Definitions): string | null {
  const text = c.ref.startsWith("§") ? defs.sections.get(c.ref.slice(1)) : defs.labels.get(c.ref);
  if (text === undefined)
    return `${c.file} cites ${c.game} ${c.ref}, which docs/rules/${c.game}.md does not define`;
  if (c.item !== undefined && !text.includes(c.item))
    return `${c.file} cites ${c.game} ${c.ref}${c.item}, but that section of docs/rules/${c.game}.md has no item ${c.item}`;
  return null;
}

// ---- What the test tables use -------------------------------------------------------------------

/** Every string in a module's exported values (nested arrays and objects included). */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The position strings of a game's test tables: the strings the engine reads as a position. */
async function tablePositions(game: Game, casesFile: string): Promise<string[]> {
  const module: unknown = await import(/* @vite-ignore */ casesFile);
  return [...strings(module, new Set())].filter((s) => s.includes("/") && game.parsePosition(s).ok);
}

// ---- The checks -----------------------------------------------------------------------------------

describe("rules documents", () => {
  it("the folder lists every registered game", () => {
    const index = readFileSync(resolve(DOCS, "README.md"), "utf8");
    for (const id of ids) expect(index, `docs/rules/README.md names ${id}`).toContain(`(${id}.md)`);
  });

  it.each(ids)("%s has docs/rules/<id>.md with the start position the engine prints", (id) => {
    expect(existsSync(docPath(id)), `docs/rules/${id}.md is missing`).toBe(true);
    const game = games().find((g) => g.id === id)!;
    const start = game.start().fen;
    const shown = readFileSync(docPath(id), "utf8").includes(start);
    expect(shown, `docs/rules/${id}.md shows the start position "${start}"`).toBe(true);
  });

  const read = (id: string) => (existsSync(docPath(id)) ? readFileSync(docPath(id), "utf8") : "");
  it.each(CITING_FOLDERS)("every § and A# that %s cites is defined by the game's document", (folder) => {
    const all = citations(folder);
    // These files do cite their rules; an empty list would mean the scanner is broken.
    expect(all.length).toBeGreaterThan(0);
    const docs = new Map(ids.map((id) => [id, definitions(read(id))]));
    const problems = all.flatMap((c) => undefinedCitation(c, docs.get(c.game)!) ?? []);
    expect(problems).toEqual([]);
  });

  const withTables = games().filter((g) => existsSync(resolve(ROOT, `tests/pure/${g.id}.cases.ts`)));
  it.each(withTables.map((g) => [g.id, g] as const))(
    "%s: every position string of tests/pure/<id>.cases.ts is in the document",
    async (id, game) => {
      const positions = await tablePositions(game, resolve(ROOT, `tests/pure/${id}.cases.ts`));
      expect(positions.length).toBeGreaterThan(5);
      const doc = readFileSync(docPath(id), "utf8");
      expect(positions.filter((p) => !doc.includes(p))).toEqual([]);
    },
  );
});

describe("rules documents: the checker itself", () => {
  const DOC = [
    "## 3. The turn",
    "**3.1.** One move.",
    "- (d) no two swaps in a row",
    "## 4. Winning",
    "**4.2. Baring.** Text.",
    "```",
    "## 9. not a heading inside a code block",
    "```",
    "## 8. Ambiguities",
    "### A3. Castling",
    "- (iii) the rook square",
    "### A9. Flight",
  ].join("\n");
  const defs = definitions(DOC);
  const cite = (ref: string, item?: string): Citation => ({ game: "kings-court", ref, item, file: "x.ts" });

  it("reads sections, labels and their sub-items", () => {
    expect([...defs.sections.keys()]).toEqual(["3", "3.1", "4", "4.2", "8"]);
    expect([...defs.labels.keys()]).toEqual(["A3", "A9"]);
    expect(undefinedCitation(cite("§3", "(d)"), defs)).toBeNull();
    expect(undefinedCitation(cite("A3", "(iii)"), defs)).toBeNull();
    expect(undefinedCitation(cite("§9"), defs)).toMatch(/does not define/);
    expect(undefinedCitation(cite("§4", "(d)"), defs)).toMatch(/no item \(d\)/);
    expect(undefinedCitation(cite("A10"), defs)).toMatch(/does not define/);
  });

  it("finds citations in comments and strings, not in code", () => {
    const source = [
      "// joust §4.5: rotation",
      "const A1 = 0; const r = /§9/; const half = a / 2; // §3(d), A3(iii)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanner reads source text, template included
      "/* §5.2 (b) */ const s = `on ${x} (diagonal §4.${side + 1})`;",
      "const t = 'kings-court A9'; const n = A1 / 2;",
    ].join("\n");
    const cited = commentsAndStrings(source).flatMap((piece) =>
      [...piece.matchAll(CITATION)].map((m) => m.slice(1).filter(Boolean).join(" ")),
    );
    expect(cited).toEqual(["joust 4.5", "3 d", "A3 iii", "5.2 b", "diagonal 4", "kings-court A9"]);
  });
});

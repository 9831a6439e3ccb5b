// The rules pages: every guide's diagrams and notation examples go through the real engine, every
// piece and special rule of each game is covered, and /rules and /rules/<game> render from them.

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import GameRulesPage, { generateMetadata } from "@/app/rules/[game]/page";
import RulesIndexPage from "@/app/rules/page";
import { pieceLegend } from "@/lib/board";
import { gameIds } from "@/lib/games/catalog/catalog";
import type { Diagram, Guide } from "@/lib/games/catalog/guides";
import { guides, sectionsOf } from "@/lib/games/catalog/guides";
import { drawDiagram, exampleMove } from "@/lib/games/catalog/guides/diagram";
import { START } from "@/lib/games/catalog/guides/guide";

const diagramsOf = (guide: Guide): Diagram[] =>
  sectionsOf(guide).flatMap((s) =>
    s.body.filter((b): b is Diagram => typeof b === "object" && b.kind === "diagram"),
  );

const textOf = (guide: Guide): string =>
  [
    guide.intro,
    ...sectionsOf(guide).flatMap((s) => [
      s.heading,
      ...s.body.flatMap((b) => (typeof b === "string" ? [b] : b.kind === "list" ? b.items : [b.caption])),
    ]),
  ].join("\n");

const drawn = (guide: Guide, diagram: Diagram) => {
  const result = drawDiagram(guide.game, diagram);
  if (!result.ok) throw new Error(`${guide.game}: ${result.error.reason}`);
  return result.value;
};

describe.each(gameIds.map((id) => [id, guides[id]] as const))("the %s guide", (id, guide) => {
  it("is the guide of its own game", () => expect(guide.game).toBe(id));

  it("introduces the game in two sentences", () => {
    expect(guide.intro.match(/[.!?](\s|$)/g)).toHaveLength(2);
  });

  it("says each thing once: no paragraph, list item or diagram twice", () => {
    const blocks = sectionsOf(guide).flatMap((s) =>
      s.body.flatMap((b) =>
        typeof b === "string" ? [b] : b.kind === "list" ? b.items : [`${b.fen} ${b.show ?? ""} ${b.caption}`],
      ),
    );
    const repeated = blocks.filter((block, i) => blocks.indexOf(block) !== i);
    expect(repeated).toEqual([]);
  });

  it("shows the start position in its set-up section", () => {
    const setup = guide.setup.body.filter((b): b is Diagram => typeof b === "object" && b.kind === "diagram");
    expect(setup.some((d) => d.fen === START && !d.moves?.length)).toBe(true);
  });

  it("draws every diagram from a position the engine accepts, with the shown piece's moves marked", () => {
    for (const diagram of diagramsOf(guide)) {
      const { model, selected, targets } = drawn(guide, diagram);
      expect(model.game).toBe(id);
      if (diagram.show === undefined) continue;
      expect(selected).toBe(diagram.show);
      expect(targets.length, diagram.caption).toBeGreaterThan(0);
      expect(targets).not.toContain(diagram.show);
    }
  });

  it("writes every notation example exactly as the engine prints it, legal in its position", () => {
    for (const example of guide.notation.examples) {
      const found = exampleMove(id, example);
      if (!found.ok) throw new Error(`${id} ${example.move}: ${found.error.reason}`);
      const { game, position, move } = found.value;
      expect(game.printMove(position, move)).toBe(example.move);
      for (const other of example.alsoAccepted ?? []) {
        const alias = game.parseMove(position, other);
        expect(alias.ok && game.printMove(position, alias.value), `${other} in ${id}`).toBe(example.move);
      }
    }
  });

  it("names every piece type of the game in its pieces section, with its letter", () => {
    const legend = pieceLegend(id);
    if (!legend.ok) throw new Error(legend.error.reason);
    const pieces = textOf({
      ...guide,
      special: [],
      intro: "",
      setup: { heading: "", body: [] },
    }).toLowerCase();
    for (const entry of legend.value) {
      expect(pieces, entry.name).toContain(`${entry.name.toLowerCase()} (${entry.letter.toLowerCase()})`);
    }
  });
});

// The pieces that move unlike their chess namesakes (or have none): each needs a diagram showing
// where it goes, drawn with that piece on the shown square.
const unusualPieces: Record<string, string[]> = {
  chess: [],
  joust: ["P", "W", "H", "Q", "K"],
  "wild-jokers": ["R", "P", "L", "A", "M", "J", "V", "C"],
  "kings-court": ["C", "J"],
  diagonal: ["P", "N"],
  juxtaposition: [],
};

it.each(Object.entries(unusualPieces))(
  "%s: a diagram shows the moves of each unusual piece",
  (id, letters) => {
    const guide = guides[id as keyof typeof guides];
    const shown = new Set(
      diagramsOf(guide)
        .filter((d) => d.show !== undefined)
        .map((d) => drawn(guide, d).model.pieces.find((p) => p.square === d.show)?.letter),
    );
    for (const letter of letters) expect(shown, `${id} ${letter}`).toContain(letter);
  },
);

// What each game's page must explain (words in its text) and show in notation (examples matching).
const specialRules: Record<string, { words: string[]; notation: RegExp[] }> = {
  chess: {
    words: ["castl", "en passant", "promot", "checkmate", "stalemate", "repetition", "fifty"],
    notation: [/^O-O$/, /^O-O-O$/, /=Q$/, /^Pe5xd6$/],
  },
  joust: {
    words: [
      "pip",
      "jump",
      "turn",
      "only as the last action",
      "no castling",
      "promot",
      "checkmate",
      "stalemate",
      "repetition",
    ],
    notation: [/\^/, /@[A-Z]+$/, /@x$/, /x.*x/, /-.*x.*@/],
  },
  "wild-jokers": {
    words: [
      "pit",
      "joker",
      "changes sides",
      "veteran",
      "captain",
      "castl",
      "capturing the enemy king",
      "no move",
      "repetition",
    ],
    notation: [/\/M@[a-g][1-7]$/, /=V$/, /^L.*-a7$/, /^J/, /^O-O$/],
  },
  "kings-court": {
    words: [
      "chancellor",
      "jester",
      "first move",
      "castle",
      "flight",
      "never captured",
      "en passant",
      "promot",
      "stalemate",
      "repetition",
    ],
    notation: [/^O-[a-l]1$/, /^Kg1-i1$/, /=J$/, /^J/, /^Pe5xd6$/],
  },
  diagonal: {
    words: ["camel", "no castling", "promot", "knight only", "corner", "wins", "stalemate", "repetition"],
    notation: [/=N$/, /=Q$/, /^Pg7-h8$/, /^Pd2xd3$/],
  },
  juxtaposition: {
    words: [
      "swap",
      "flag",
      "stone",
      "in check",
      "two turns in a row",
      "baring",
      "queenside",
      "stalemate",
      "repetition",
    ],
    notation: [/^P..<>..$/, /^K..<>..$/, /^O-O-O$/, /=F$/],
  },
};

it.each(Object.entries(specialRules))(
  "%s: the guide explains its special rules and writes its special moves",
  (id, rules) => {
    const guide = guides[id as keyof typeof guides];
    const text = textOf(guide).toLowerCase();
    for (const word of rules.words) expect(text, `${id} mentions "${word}"`).toContain(word);
    const moves = guide.notation.examples.map((e) => e.move);
    for (const pattern of rules.notation)
      expect(
        moves.some((m) => pattern.test(m)),
        `${id} ${pattern}`,
      ).toBe(true);
  },
);

// Marked squares straight from the specs' test tables: the engine, not the guide, decides them.
it.each([
  ["chess", "e1", ["c1", "d1", "f1", "g1"]],
  ["joust", "a1", ["a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b5", "c1", "d1", "e1", "f1", "g1"]], // T3
  ["wild-jokers", "e1", ["c3", "c7", "e2", "e5", "f1", "g3"]], // WJ2
  ["kings-court", "f4", ["d2", "d4", "e3", "f2", "g3", "h2", "h4"]], // KC3
  ["kings-court", "g2", ["e1", "e2", "e3", "e4", "f1", "f2", "g1", "h1", "h2", "i1", "i2"]], // KC11 (A9)
  ["diagonal", "d2", ["d3", "e2", "e3"]], // D2
  ["juxtaposition", "e1", ["d2", "f1", "f2"]], // J3: no swap in check
])("%s: the diagram showing %s marks exactly the spec's squares", (id, square, expected) => {
  const guide = guides[id as keyof typeof guides];
  const marked = diagramsOf(guide)
    .filter((d) => d.show === square)
    .map((d) => [...drawn(guide, d).targets].sort());
  expect(marked).toContainEqual(expected);
});

describe("the pages", () => {
  const page = async (game: string) =>
    renderToStaticMarkup(await GameRulesPage({ params: Promise.resolve({ game }) }));

  it.each(gameIds.map((id) => [id]))(
    "/rules/%s draws each diagram, the legend and a way to play",
    async (id) => {
      const html = await page(id);
      const guide = guides[id];
      expect(html).toContain(`href="/new?game=${id}"`);
      expect(html).toContain("Play this game");
      expect(html).toContain('aria-label="Pieces of this game"');
      expect(html.match(/<figure/g)).toHaveLength(diagramsOf(guide).length);
      expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(diagramsOf(guide).length);
      expect(html).not.toContain("cannot be drawn");
      for (const example of guide.notation.examples)
        expect(html).toContain(`<code>${htmlEscaped(example.move)}</code>`);
      const title = (await generateMetadata({ params: Promise.resolve({ game: id }) })).title;
      expect(title).toMatch(/ rules$/);
    },
  );

  it("/rules/<unknown> is a 404, not an empty page", async () => {
    for (const game of ["checkers", "CHESS", "__proto__", "chess.ts"])
      await expect(page(game)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it("/rules lists the six games with a link to each one's rules", () => {
    const html = renderToStaticMarkup(createElement(RulesIndexPage));
    for (const id of gameIds) {
      expect(html).toContain(`href="/rules/${id}"`);
      expect(html).toContain(`href="/new?game=${id}"`);
    }
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(gameIds.length);
  });
});

const htmlEscaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

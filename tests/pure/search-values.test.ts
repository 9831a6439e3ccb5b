// The piece values the computer counts live in lib/search/eval/ and are written out for people in
// each game's rules document ("Piece values (for the computer)"): the two must say the same, and
// the document must name every piece the game has but its King.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_IDS, getGame, unwrap } from "../../lib/engine";
import { CHESS_PIECES } from "../../lib/search/eval/chess";
import { DIAGONAL_PIECES } from "../../lib/search/eval/diagonal";
import { JOUST_PIECES } from "../../lib/search/eval/joust";
import { JUXTAPOSITION_SPARE } from "../../lib/search/eval/juxtaposition";
import { KINGS_COURT_PIECES } from "../../lib/search/eval/kings-court";
import { WILD_JOKERS_PIECES } from "../../lib/search/eval/wild-jokers";

interface Value {
  readonly letter: string;
  readonly mg: number;
  readonly eg: number;
}

const CODE: Readonly<Record<string, readonly Value[]>> = {
  chess: CHESS_PIECES,
  joust: JOUST_PIECES,
  "wild-jokers": WILD_JOKERS_PIECES,
  "kings-court": KINGS_COURT_PIECES,
  diagonal: DIAGONAL_PIECES,
  juxtaposition: CHESS_PIECES,
};

/** The document's section on piece values, up to the next heading. */
function section(gameId: string): string {
  const text = readFileSync(`docs/rules/${gameId}.md`, "utf8");
  const start = text.indexOf("### Piece values (for the computer)");
  expect(start, `docs/rules/${gameId}.md has no piece values`).toBeGreaterThan(0);
  const end = text.indexOf("\n#", start + 10);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The rows `| letter | name | middlegame | endgame |` of the section's table. */
function documented(gameId: string): Value[] {
  return [...section(gameId).matchAll(/^\| ([A-Z]) \| [^|]+ \| (\d+) \| (\d+) \|$/gm)].map((m) => ({
    letter: m[1],
    mg: Number(m[2]),
    eg: Number(m[3]),
  }));
}

describe("piece values in the rules documents", () => {
  for (const id of GAME_IDS) {
    it(`${id}: the document's table is the evaluation's, every piece but the King`, () => {
      const code = CODE[id].filter((v) => v.letter !== "K").map(({ letter, mg, eg }) => ({ letter, mg, eg }));
      expect(documented(id)).toEqual(code);
      const letters = new Set(unwrap(getGame(id)).pieces.map((p) => p.letter.toUpperCase()));
      letters.delete("K");
      if (id === "juxtaposition") {
        letters.delete("F");
        letters.delete("S");
      }
      expect(new Set(code.map((v) => v.letter))).toEqual(letters);
    });
  }

  it("juxtaposition: the Flags and Stones' worth by how many are left", () => {
    const row = /^\| worth together \| the game((?: \| \d+)+) \|$/m.exec(section("juxtaposition"));
    expect(row).not.toBeNull();
    const worth = (row?.[1] ?? "")
      .split("|")
      .map((s) => s.trim())
      .filter((s) => s !== "")
      .map(Number);
    expect(worth).toEqual(JUXTAPOSITION_SPARE.slice(2));
  });
});

// A group's table (lib/tournaments/standings.ts), worked by hand: every expected row below has its
// arithmetic in the comment above it, so a reader can check it without running anything.
import { describe, expect, it } from "vitest";
import { type Result, standings, type TableGame, tieBreaks } from "@/lib/tournaments/standings";

const results: Record<string, Result | null> = { "1-0": "w", "0-1": "b", "½-½": "draw", "-": null };

/** Games as a crosstable lists them, White first: "A 1-0 B", "A ½-½ C", "A - D" (still being played). */
function played(...lines: string[]): TableGame[] {
  return lines.map((line, i) => {
    const [whiteId, score, blackId] = line.split(" ");
    if (!(score in results)) throw new Error(`no result "${score}" in "${line}"`);
    return { gameId: `g${i + 1}`, round: i + 1, whiteId, blackId, result: results[score] };
  });
}

/** Rows as [player, points, played, wins, Sonneborn-Berger, direct, place], top of the table first. */
function table(players: string[], games: TableGame[], struck: string[] = []) {
  return standings(players, games, new Set(struck)).map((s) => [
    s.playerId,
    s.points,
    s.played,
    s.wins,
    s.sonnebornBerger,
    s.direct,
    s.place,
  ]);
}

describe("the group's table", () => {
  // Points: A 1+½+1 = 2½; B ½+0+1 = 1½; C 1+½+0 = 1½; D 0+½+0 = ½.
  // SB (FIDE: the scores of the opponents beaten, plus half the scores of those drawn with):
  //   A beat C (1½) and D (½), drew B (½ of 1½ = ¾): 2¾
  //   C beat B (1½), drew D (½ of ½ = ¼): 1¾
  //   B beat D (½), drew A (½ of 2½ = 1¼): 1¾
  //   D drew C (½ of 1½ = ¾): ¾
  // B and C are equal on points, SB and wins (one each); C beat B, so C is second.
  it("Sonneborn-Berger worked through, and a tie broken by direct encounter", () => {
    const games = played("A ½-½ B", "C 0-1 A", "A 1-0 D", "C 1-0 B", "B 1-0 D", "D ½-½ C");
    expect(table(["A", "B", "C", "D"], games)).toEqual([
      ["A", 2.5, 3, 2, 2.75, 0, 1],
      ["C", 1.5, 3, 1, 1.75, 1, 2],
      ["B", 1.5, 3, 1, 1.75, 0, 3],
      ["D", 0.5, 3, 0, 0.75, 0, 4],
    ]);
  });

  // Points: A ½+1+0 = 1½; B ½+1+½ = 2; C 0+0+1 = 1; D 1+½+0 = 1½.
  // SB: A drew B (1), beat C (1): 2. D beat A (1½), drew B (1): 2½. One win each.
  //     B drew A (¾) and D (¾), beat C (1): 2½. C beat D (1½): 1½.
  it("a tie on points broken by Sonneborn-Berger: beating a stronger player counts for more", () => {
    const games = played("A ½-½ B", "A 1-0 C", "A 0-1 D", "B 1-0 C", "B ½-½ D", "C 1-0 D");
    expect(table(["A", "B", "C", "D"], games)).toEqual([
      ["B", 2, 3, 1, 2.5, 0, 1],
      ["D", 1.5, 3, 1, 2.5, 0, 2],
      ["A", 1.5, 3, 1, 2, 0, 3],
      ["C", 1, 3, 1, 1.5, 0, 4],
    ]);
  });

  // Points: A 0+½+1+½ = 2 (one win); B 1+1+0+1 = 3; C ½+0+1+1 = 2½; D 0+1+0+1 = 2 (two wins);
  // E ½+0+0+0 = ½.
  // SB: A beat D (2), drew C (1¼) and E (¼): 3½. D beat B (3) and E (½): 3½. C beat D (2) and E
  //     (½), drew A (1): 3½. B beat A, C and E: 5. E drew A: 1.
  // Equal on points and SB: D's two wins put D above A's one.
  it("a tie on Sonneborn-Berger broken by wins", () => {
    const games = played(
      "A 0-1 B",
      "A ½-½ C",
      "A 1-0 D",
      "A ½-½ E",
      "B 1-0 C",
      "B 0-1 D",
      "B 1-0 E",
      "C 1-0 D",
      "C 1-0 E",
      "D 1-0 E",
    );
    expect(table(["A", "B", "C", "D", "E"], games)).toEqual([
      ["B", 3, 4, 3, 5, 0, 1],
      ["C", 2.5, 4, 2, 3.5, 0, 2],
      ["D", 2, 4, 2, 3.5, 0, 3],
      ["A", 2, 4, 1, 3.5, 0, 4],
      ["E", 0.5, 4, 0, 1, 0, 5],
    ]);
  });

  // Half way through (A-D and B-C still being played).
  // Points: A 1+½+0 = 1½; B 0+1+½ = 1½; C ½+0+1 = 1½; D 0+1+1 = 2; E 1+½+0+0 = 1½. One win each but D.
  // SB: A beat B (1½), drew C (¾): 2¼. B beat D (2), drew E (¾): 2¾. C drew A (¾), beat E (1½): 2¼.
  //     E beat A (1½), drew B (¾): 2¼. D beat B (1½) and C (1½): 3.
  // A, C and E are still equal: among themselves A drew C (½), lost to E (0); C drew A (½), beat E
  // (1); E beat A (1), lost to C (0). C 1½, E 1, A ½.
  it("a three-way tie broken by the mini-table among the tied", () => {
    const games = played(
      "A 1-0 B",
      "A ½-½ C",
      "A - D",
      "A 0-1 E",
      "B - C",
      "B 1-0 D",
      "B ½-½ E",
      "C 0-1 D",
      "C 1-0 E",
      "D 1-0 E",
    );
    expect(table(["A", "B", "C", "D", "E"], games)).toEqual([
      ["D", 2, 3, 2, 3, 0, 1],
      ["B", 1.5, 3, 1, 2.75, 0, 2],
      ["C", 1.5, 3, 1, 2.25, 1.5, 3],
      ["E", 1.5, 4, 1, 2.25, 1, 4],
      ["A", 1.5, 3, 1, 2.25, 0.5, 5],
    ]);
  });

  // A 3. B ½+1 = 1½, C ½+1 = 1½, D 0. SB: B beat D (0), drew C (¾): ¾; C the same. One win each,
  // and their game was drawn: nothing tells them apart, so they share second and D is fourth.
  it("players equal after every tie-break share the place, in the Berger order", () => {
    const games = played("A 1-0 B", "C 0-1 A", "A 1-0 D", "B ½-½ C", "B 1-0 D", "D 0-1 C");
    expect(table(["A", "B", "C", "D"], games)).toEqual([
      ["A", 3, 3, 3, 3, 0, 1],
      ["B", 1.5, 3, 1, 0.75, 0.5, 2],
      ["C", 1.5, 3, 1, 0.75, 0.5, 2],
      ["D", 0, 3, 0, 0, 0, 4],
    ]);
    expect(table(["C", "B", "D", "A"], games).map((row) => row[0])).toEqual(["A", "C", "B", "D"]);
  });

  // E was struck: D's win over E is gone with E. Then:
  // Points: A 0+½+1 = 1½; B 1+0+½ = 1½; C ½+1+1 = 2½; D 0+½+0 = ½ (it would be 1½ with E).
  // SB: C beat B (1½) and D (½), drew A (¾): 2¾. B beat A (1½), drew D (¼): 1¾. A beat D (½),
  //     drew C (1¼): 1¾. D drew B (¾). B beat A, so B is second.
  it("a struck player is not in the table, and nor are their games, for either side", () => {
    const games = played(
      "A 0-1 B",
      "A ½-½ C",
      "A 1-0 D",
      "B 0-1 C",
      "B ½-½ D",
      "C 1-0 D",
      "D 1-0 E",
      "E - A",
      "E - B",
    );
    expect(table(["A", "B", "C", "D", "E"], games, ["E"])).toEqual([
      ["C", 2.5, 3, 2, 2.75, 0, 1],
      ["B", 1.5, 3, 1, 1.75, 1, 2],
      ["A", 1.5, 3, 1, 1.75, 0, 3],
      ["D", 0.5, 3, 0, 0.75, 0, 4],
    ]);
  });

  // Only A-B is finished. B and C, on nothing, have not met yet: they share second.
  it("a game still being played counts for nothing, not as a draw", () => {
    const games = played("A 1-0 B", "B - C", "C - A");
    expect(table(["A", "B", "C"], games)).toEqual([
      ["A", 1, 1, 1, 0, 0, 1],
      ["B", 0, 1, 0, 0, 0, 2],
      ["C", 0, 0, 0, 0, 0, 2],
    ]);
  });

  // Two cycles, each pair twice. Points: A 1+½+1+½ = 3; C ½+½+1+½ = 2½; B 0+½+0+0 = ½.
  // SB counts each game: A beat B twice (½+½), drew C twice (1¼+1¼): 3½. C drew A twice (1½+1½),
  // drew B (¼), beat B (½): 3¾. B drew C (1¼). C's SB is higher, but points come first.
  it("a double round robin: two games per pair, each counted", () => {
    const games = played("A 1-0 B", "B ½-½ C", "C ½-½ A", "B 0-1 A", "C 1-0 B", "A ½-½ C");
    expect(table(["A", "B", "C"], games)).toEqual([
      ["A", 3, 4, 2, 3.5, 0, 1],
      ["C", 2.5, 4, 1, 3.75, 0, 2],
      ["B", 0.5, 4, 0, 1.25, 0, 3],
    ]);
  });

  it("refuses a game with a player who is not in the group", () => {
    expect(() => standings(["A", "B"], played("A 1-0 B", "A 1-0 Z"), new Set())).toThrow(RangeError);
  });

  it("explains the tie-breaks in the order the table applies them", () => {
    expect(tieBreaks.map((t) => t.name)).toEqual(["Sonneborn-Berger", "Wins", "Direct encounter"]);
    for (const t of tieBreaks) expect(t.explained).toMatch(/^[A-Z].{20,}\.$/);
  });
});

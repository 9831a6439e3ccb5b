// A game registered in the engine is a game the whole service offers: adding an engine file and
// its id to lib/engine/games/index.ts must be enough to list it everywhere, and this test names
// whatever a new game still lacks (its card, guide, rules document, piece drawings, filters).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { archiveQuery } from "@/lib/archive/list";
import { hasDrawing } from "@/lib/board/piece-set";
import { GAME_IDS, gameIds, games } from "@/lib/engine";
import { catalog, gameCount } from "@/lib/games/catalog/catalog";
import { guideOf } from "@/lib/games/catalog/guides";
import { invitationInput } from "@/lib/invitations/input";

const root = path.resolve(import.meta.dirname, "../..");
const countWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

describe("every registered game is offered everywhere", () => {
  it("the registry's ids are the engine's games, each registered once under its own id", () => {
    expect([...gameIds()]).toEqual([...GAME_IDS]);
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
  });

  describe.each(games().map((game) => [game.id, game] as const))("%s", (id, game) => {
    it("has a catalog card with the engine's name and board", () => {
      const card = catalog.find((entry) => entry.id === id);
      expect(card?.name).toBe(game.name);
      expect(card?.board).toMatch(new RegExp(`^${game.files}×${game.ranks}`));
      expect(card?.summary.length).toBeGreaterThan(20);
    });

    it("has a rules guide for players and a rules document in docs/rules", () => {
      expect(guideOf(id)?.game).toBe(id);
      const doc = path.join(root, "docs/rules", `${id}.md`);
      expect(existsSync(doc), doc).toBe(true);
      expect(readFileSync(path.join(root, "docs/rules/README.md"), "utf8")).toContain(`${id}.md`);
    });

    it("has a drawing of its own for every piece", () => {
      for (const piece of game.pieces) expect(hasDrawing(id, piece.name), piece.name).toBe(true);
    });

    it("can be chosen in a new game's form and in the archive's filter", () => {
      expect(archiveQuery.safeParse({ game: id }).success).toBe(true);
      const form = invitationInput.shape.gameType.safeParse(id);
      expect(form.success).toBe(true);
    });
  });

  it('says how many games there are in words ("six games")', () => {
    expect(gameCount).toBe(`${countWords[games().length]} games`);
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    expect(readme).toMatch(new RegExp(`\\b${countWords[games().length]} games`, "i"));
  });
});

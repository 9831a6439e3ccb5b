// The game page's forms, as the server actions run them (the session lookup and redirect aside):
// a refused submission changes nothing and says why.
import { beforeEach, describe, expect, it } from "vitest";
import { answerDrawForm, offerDrawForm, playMoveForm, resignForm } from "@/app/_forms/game";
import { doneNotice, staleNotice } from "@/app/games/[id]/done-notice";
import { db } from "@/lib/db/prisma";
import { gameView } from "@/lib/games/view/game-view";
import { atOnceBehind, rowLock } from "../support/barrier";
import { hours, t0 } from "../support/clock";
import { formData } from "../support/forms";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

const later = hours(1);
let white: Person;
let black: Person;
let gameId: string;

/** Everything a refused submission must leave as it was. */
async function snapshot() {
  const game = await db().game.findUniqueOrThrow({
    where: { id: gameId },
    select: { plies: true, position: true, status: true, drawOfferedBy: true, deadline: true },
  });
  const moves = await db().move.findMany({ where: { gameId }, select: { ply: true, notation: true } });
  return { game, moves };
}

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
  gameId = (await startGameBetween(white, black, {}, t0)).id;
});

describe("sending a move", () => {
  it("plays a legal move with its message, from the text box or the board alike", async () => {
    const outcome = await playMoveForm(
      white.id,
      formData({ gameId, ply: "1", move: " Nf3 ", message: "  Hello Bart  ", offerDraw: "on" }),
      later,
    );
    expect(outcome).toEqual({ ok: true, gameId, finished: false });
    const after = await snapshot();
    expect(after.moves).toEqual([{ ply: 1, notation: "Ng1-f3" }]);
    expect(after.game.drawOfferedBy).toBe("WHITE");
    expect((await db().move.findFirstOrThrow({ where: { gameId } })).message).toBe("Hello Bart");
  });

  it("turns away an illegal move with the engine's reason, keeps what was typed, changes nothing", async () => {
    const before = await snapshot();
    const outcome = await playMoveForm(
      white.id,
      formData({ gameId, ply: "1", move: "Pe2-e5", message: "hi" }),
      later,
    );
    expect(outcome).toEqual({
      ok: false,
      state: { error: expect.stringMatching(/^Pe2-e5: .*pawn/), values: { move: "Pe2-e5", message: "hi" } },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("a stale page (the opponent moved since) changes nothing and says so", async () => {
    expect((await playMoveForm(white.id, formData({ gameId, ply: "1", move: "e4" }), later)).ok).toBe(true);
    expect((await playMoveForm(black.id, formData({ gameId, ply: "2", move: "e5" }), later)).ok).toBe(true);
    expect((await playMoveForm(white.id, formData({ gameId, ply: "3", move: "Nf3" }), later)).ok).toBe(true);
    const before = await snapshot();
    const stale = await playMoveForm(black.id, formData({ gameId, ply: "2", move: "d5" }), later);
    expect(stale.ok === false && stale.state.error).toMatch(/opponent has moved/);
    // The action shows the game again as it stands (a redirect to ?stale=2), not the old page.
    expect(stale.ok === false && stale.movedOn).toEqual({ gameId, ply: 2 });
    expect(await snapshot()).toEqual(before);
  });

  it("a second tab's move is refused; the page shown next says which move was played, as its list names it", async () => {
    await playMoveForm(white.id, formData({ gameId, ply: "1", move: "e4" }), later);
    expect((await playMoveForm(black.id, formData({ gameId, ply: "2", move: "f6" }), later)).ok).toBe(true);
    // The other tab still shows Black's move 2, and its board sends "Pe7-e6".
    const stale = await playMoveForm(black.id, formData({ gameId, ply: "2", move: "Pe7-e6" }), later);
    expect(stale).toMatchObject({ ok: false, movedOn: { gameId, ply: 2 } });
    const seen = await gameView(gameId, { id: black.id, timeZone: "UTC" }, later);
    if (!seen.ok) throw new Error(seen.reason);
    expect(staleNotice("2", seen.view)).toBe(
      "Your move for this turn, f6, had already been sent (from another tab or device, or by a second click), so the move chosen on that page was not sent. This is the game as it stands now.",
    );
    // The page it redirects to: the position now, White to move, no move form for Black.
    expect(seen.view).toMatchObject({ nextPly: 3, yourTurn: false });
    expect(seen.view.moves.map((m) => m.shown)).toEqual(["e4", "f6"]);
    // White moved meanwhile too: the notice still names Black's own move for that turn.
    await playMoveForm(white.id, formData({ gameId, ply: "3", move: "d4" }), later);
    const later_ = await gameView(gameId, { id: black.id, timeZone: "UTC" }, later);
    expect(later_.ok && staleNotice("2", later_.view)).toMatch(/^Your move for this turn, f6, had already/);
    // White's page for a move now taken by the game's end: the result, not a move form.
    await resignForm(black.id, formData({ gameId }), later);
    const over = await gameView(gameId, { id: white.id, timeZone: "UTC" }, later);
    expect(over.ok && staleNotice("5", over.view)).toBe(
      "The game moved on since that page was loaded, so your move was not sent. The game is over: Wendy (White) won by resignation.",
    );
    // Anything else in the address shows no notice.
    for (const value of [undefined, "", "0", "x", "2; drop", "9999999"])
      expect(staleNotice(value, seen.view)).toBeUndefined();
  });

  it("a double click sends the move once and says the second was not sent", async () => {
    const send = () => playMoveForm(white.id, formData({ gameId, ply: "1", move: "e4" }), later);
    const [first, second] = await atOnceBehind(rowLock("Game", gameId), [send, send]);
    const refused = [first, second].filter((o) => !o.ok);
    expect(refused).toHaveLength(1);
    expect(refused[0].ok === false && refused[0].state.error).toBe(
      "You already moved: this move was not sent again.",
    );
    expect((await snapshot()).moves).toHaveLength(1);
  });

  it.each([
    ["no move", { ply: "1", move: "  " }, /Write a move/],
    ["no move number", { move: "e4" }, /no move number/],
    ["a move number that is not one", { ply: "first", move: "e4" }, /no move number/],
    ["a message over 500 characters", { ply: "1", move: "e4", message: "x".repeat(501) }, /at most 500/],
  ])("refuses %s with a readable reason and changes nothing", async (_, fields, reason) => {
    const before = await snapshot();
    const outcome = await playMoveForm(white.id, formData({ gameId, ...fields }), later);
    expect(outcome.ok === false && outcome.state.error).toMatch(reason);
    expect(await snapshot()).toEqual(before);
  });

  it("someone who does not play in the game learns nothing about it", async () => {
    const stranger = await person("Sam", { name: null });
    const outcome = await playMoveForm(stranger.id, formData({ gameId, ply: "1", move: "e4" }), later);
    expect(outcome).toEqual({
      ok: false,
      state: { error: "There is no such game.", values: expect.anything() },
    });
  });
});

describe("resigning and draws", () => {
  it("offering a draw twice is refused the second time; the opponent declines it", async () => {
    expect(await offerDrawForm(white.id, formData({ gameId }), later)).toEqual({
      ok: true,
      gameId,
      finished: false,
    });
    expect(await offerDrawForm(white.id, formData({ gameId }), later)).toEqual({
      ok: false,
      state: { error: "You have already offered a draw." },
    });
    const bad = await answerDrawForm(black.id, formData({ gameId, answer: "maybe" }), later);
    expect(bad).toEqual({ ok: false, state: { error: "Accept or decline the draw offer." } });
    expect((await snapshot()).game.drawOfferedBy).toBe("WHITE");
    expect(await answerDrawForm(black.id, formData({ gameId, answer: "decline" }), later)).toEqual({
      ok: true,
      gameId,
      finished: false,
    });
    expect((await snapshot()).game).toMatchObject({ drawOfferedBy: null, status: "ONGOING" });
  });

  it("offering a draw from a page older than the opponent's offer agrees the draw, and says so", async () => {
    await offerDrawForm(black.id, formData({ gameId }), later);
    // The action redirects to ?done=draw-accepted when the game is over, ?done=draw-offered otherwise.
    expect(await offerDrawForm(white.id, formData({ gameId }), later)).toEqual({
      ok: true,
      gameId,
      finished: true,
    });
    expect((await snapshot()).game).toMatchObject({ status: "FINISHED", drawOfferedBy: null });
  });

  it("accepting a draw ends the game; resigning a finished game is refused", async () => {
    await offerDrawForm(black.id, formData({ gameId }), later);
    expect((await answerDrawForm(white.id, formData({ gameId, answer: "accept" }), later)).ok).toBe(true);
    expect((await snapshot()).game.status).toBe("FINISHED");
    expect(await resignForm(white.id, formData({ gameId }), later)).toEqual({
      ok: false,
      state: { error: "This game is over." },
    });
  });

  it("resigning ends the game for the other side", async () => {
    expect(await resignForm(black.id, formData({ gameId }), later)).toEqual({
      ok: true,
      gameId,
      finished: true,
    });
    expect(
      await db().game.findUniqueOrThrow({
        where: { id: gameId },
        select: { winner: true, resultReason: true },
      }),
    ).toEqual({ winner: "w", resultReason: "resignation" });
  });
});

describe("the line shown after a form was sent", () => {
  const viewFor = async (who: Person) => {
    const found = await gameView(gameId, { id: who.id, timeZone: "UTC" }, hours(10));
    if (!found.ok) throw new Error(found.reason);
    return found.view;
  };

  it("after an ordinary move, promises the next email", async () => {
    await playMoves({ id: gameId, whiteId: white.id, blackId: black.id }, ["e4"], hours);
    expect(doneNotice("move", await viewFor(white))).toBe(
      "Move sent. We will write when it is your turn again.",
    );
  });

  it("after a move that ends the game, says how it ended instead of promising a turn", async () => {
    await playMoves({ id: gameId, whiteId: white.id, blackId: black.id }, ["f3", "e5", "g4", "Qh4#"], hours);
    expect(doneNotice("move", await viewFor(black))).toBe("Move sent. Bart (Black) won by checkmate.");
  });

  it("shows nothing for an address edited by hand", async () => {
    const view = await viewFor(white);
    for (const what of [undefined, "", "constructor", "__proto__", "nonsense"])
      expect(doneNotice(what, view)).toBeUndefined();
  });
});

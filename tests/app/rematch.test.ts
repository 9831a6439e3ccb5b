// Rematches (lib/invitations/rematch.ts) against a real PostgreSQL, worker and SMTP receiver: an
// offer is an invitation to the other player by name, with the colours swapped; a second press
// never makes a second one; the other player's press accepts it; a decline is final for that game.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { declineInvitation } from "@/lib/invitations/answer";
import { invitationsFor } from "@/lib/invitations/list";
import { offerRematch, rematchState } from "@/lib/invitations/rematch";
import { atOnceBehind, rowLock } from "../support/barrier";
import { queueSettled } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { finishedRow, type Person, person, startGameBetween } from "../support/players";

const stage = mailStage();

/** A finished rated Kings Court game, 5 days + 1 per move, takebacks on, private: Ana White, Ben Black. */
async function finishedGame() {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const row = await finishedRow(ana, ben, {
    finishedAt: new Date(),
    gameType: "kings-court",
    public: false,
    rated: true,
  });
  const game = await db().game.update({
    where: { id: row.id },
    data: { daysPerMove: 5, incrementDays: 1, takebacks: true },
  });
  return { ana, ben, game };
}

const offers = (gameId: string) => db().invitation.findMany({ where: { rematchOfId: gameId } });

describe("offering a rematch", () => {
  it("invites the other player by name: same game and settings, colours swapped", async () => {
    const { ana, ben, game } = await finishedGame();
    expect(await rematchState(game.id, ana.id, new Date())).toEqual({ kind: "none" });
    const offered = await offerRematch(game.id, ana, new Date());
    if (!offered.ok || !offered.invitationId) throw new Error(JSON.stringify(offered));
    expect(await db().invitation.findUniqueOrThrow({ where: { id: offered.invitationId } })).toMatchObject({
      status: "PENDING",
      inviterId: ana.id,
      inviteeId: ben.id,
      inviteeEmail: ben.email,
      rematchOfId: game.id,
      gameType: "kings-court",
      inviterColor: "BLACK",
      daysPerMove: 5,
      incrementDays: 1,
      takebacks: true,
      public: false,
      rated: true,
    });
    expect(await rematchState(game.id, ana.id, new Date())).toMatchObject({
      kind: "offered",
      opponentName: "Ben",
    });
    expect(await rematchState(game.id, ben.id, new Date())).toMatchObject({
      kind: "offered-to-you",
      opponentName: "Ana",
    });
    // Ana's list of sent invitations names Ben, never his address; his email never shows hers.
    expect((await invitationsFor(ana)).sent.map((s) => s.otherName)).toEqual(["Ben"]);
    const mail = await stage.smtp.waitFor((m) => m.envelopeTo.includes(ben.email));
    expect(mail.subject).toBe("Ana offers a rematch of your Kings Court game, colours swapped");
    expect(mail.text).toContain("*You would play:* White");
    expect(mail.text).not.toContain(ana.email);
  });

  it("a second press by the same player makes no second offer", async () => {
    const { ana, game } = await finishedGame();
    const first = await offerRematch(game.id, ana, new Date());
    const second = await offerRematch(game.id, ana, new Date());
    expect(second).toEqual(first);
    expect(await offers(game.id)).toHaveLength(1);
  });

  it("the other player's press accepts it and starts the game, colours swapped", async () => {
    const { ana, ben, game } = await finishedGame();
    await offerRematch(game.id, ana, new Date());
    const started = await offerRematch(game.id, ben, new Date());
    if (!started.ok || !started.gameId) throw new Error(JSON.stringify(started));
    expect(await db().game.findUniqueOrThrow({ where: { id: started.gameId } })).toMatchObject({
      whiteId: ben.id,
      blackId: ana.id,
      gameType: "kings-court",
      daysPerMove: 5,
      incrementDays: 1,
      rated: true,
      public: false,
      status: "ONGOING",
    });
    for (const who of [ana, ben])
      expect(await rematchState(game.id, who.id, new Date())).toEqual({
        kind: "started",
        gameId: started.gameId,
      });
    expect(await offerRematch(game.id, ana, new Date())).toEqual({ ok: true, gameId: started.gameId });
    // Ana, who offered, hears once; Ben pressed it on the page.
    await queueSettled();
    const toAna = stage.smtp.messages.filter((m) => m.envelopeTo.includes(ana.email));
    expect(toAna.map((m) => m.subject)).toEqual([
      `Ben accepted your rematch offer: Kings Court #${(await db().game.findUniqueOrThrow({ where: { id: started.gameId } })).number} vs Ben has started`,
    ]);
  });

  it("both players pressing at the same moment make one offer and one game", async () => {
    const { ana, ben, game } = await finishedGame();
    await queueSettled();
    const outcomes = await atOnceBehind(rowLock("Game", game.id), [
      () => offerRematch(game.id, ana, new Date()),
      () => offerRematch(game.id, ben, new Date()),
    ]);
    expect(await offers(game.id)).toHaveLength(1);
    const games = outcomes.flatMap((o) => (o.ok && o.gameId ? [o.gameId] : []));
    expect(games).toHaveLength(1);
    expect(await db().game.count({ where: { OR: [{ whiteId: ana.id }, { blackId: ana.id }] } })).toBe(2);
  });

  it("one player's double press at the same moment makes one offer", async () => {
    const { ana, game } = await finishedGame();
    await queueSettled();
    const outcomes = await atOnceBehind(rowLock("Game", game.id), [
      () => offerRematch(game.id, ana, new Date()),
      () => offerRematch(game.id, ana, new Date()),
    ]);
    expect(await offers(game.id)).toHaveLength(1);
    expect(outcomes[0]).toEqual(outcomes[1]);
  });

  it("after a decline the offer is not made again; the one who declined may still offer", async () => {
    const { ana, ben, game } = await finishedGame();
    const offered = await offerRematch(game.id, ana, new Date());
    if (!offered.ok || !offered.invitationId) throw new Error("no offer");
    expect(await declineInvitation({ invitationId: offered.invitationId, user: ben }, new Date())).toEqual({
      ok: true,
    });
    expect(await rematchState(game.id, ana.id, new Date())).toEqual({
      kind: "declined",
      opponentName: "Ben",
    });
    expect(await offerRematch(game.id, ana, new Date())).toEqual({
      ok: false,
      status: 409,
      reason: "Ben declined your rematch offer for this game.",
    });
    expect(await rematchState(game.id, ben.id, new Date())).toEqual({ kind: "none" });
    expect(await offerRematch(game.id, ben, new Date())).toMatchObject({
      ok: true,
      invitationId: expect.any(String),
    });
    // Ana's "declined" email names Ben and not his address, which she never saw.
    const told = await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && /declined/.test(m.subject ?? ""),
    );
    expect(told.subject).toBe("Ben declined your invitation to Kings Court");
    expect(told.text).not.toContain(ben.email);
  });

  it("refuses a game still in play and anyone who did not play it, and writes nothing", async () => {
    const { ana, game } = await finishedGame();
    const cy: Person = await person("Cy");
    expect(await offerRematch(game.id, cy, new Date())).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such game.",
    });
    expect(await rematchState(game.id, cy.id, new Date())).toBeNull();
    const running = await startGameBetween(ana, cy, {}, new Date());
    expect(await offerRematch(running.id, ana, new Date())).toEqual({
      ok: false,
      status: 409,
      reason: "A rematch can be offered once this game is over.",
    });
    expect(await offers(game.id)).toEqual([]);
    expect(await offers(running.id)).toEqual([]);
  });
});

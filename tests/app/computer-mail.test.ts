// Mail in games against the computer (lib/notify/computer-mail.ts): none by default, not even the
// result; with the setting on, one email once the computer has answered and the player has been
// away 10 minutes, and no other until they come back. A real worker (its thinking threads
// included) and a real SMTP receiver.
import { describe, expect, it } from "vitest";
import { touchLastSeen } from "@/lib/accounts/last-seen";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw, resign } from "@/lib/games/turn/resolve";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { awayAfterMs, computerGameMail } from "@/lib/notify/computer-mail";
import { sendDigests } from "@/lib/notify/digest";
import { sendReminder, sendYourTurn } from "@/lib/notify/game-mail";
import { jobsOf, queueSettled, until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { computerGame, person } from "../support/players";

const stage = mailStage();
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);
const gameRow = (id: string) => db().game.findUniqueOrThrow({ where: { id } });
const reached = (gameId: string, plies: number) =>
  until(async () => (await gameRow(gameId)).plies >= plies, `game ${gameId} at ply ${plies}`);

/** A game in which the computer (level 1, White) has made its first move: the person is to move. */
async function computerHasMoved(who: { id: string }): Promise<string> {
  const started = await computerGame(who, { colour: "black" });
  await reached(started.gameId, 1);
  return started.gameId;
}

describe("the rule, by kind", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const reader = { id: "p", mailOff: false, computerMail: true, lastSeenAt: minutes(now, -11) };
  it.each([
    ["your-turn", reader, true],
    ["reminder", reader, true],
    ["your-turn", { ...reader, lastSeenAt: minutes(now, -9) }, false],
    ["your-turn", { ...reader, computerMail: false }, false],
    ["your-turn", { ...reader, mailOff: true }, false],
    ["game-over", reader, false],
    ["offer", reader, false],
    ["conditional", reader, false],
    ["digest", reader, true],
    ["digest", { ...reader, computerMail: false }, false],
  ] as const)("%s for %j: %s", (kind, who, send) => {
    expect(computerGameMail(kind, who, now).send).toBe(send);
  });
});

describe("games against the computer send no mail by default", () => {
  it("moves, a takeback, a draw offer and a resignation: not one email, no turn email queued", async () => {
    const ana = await person("Ana");
    const started = await computerGame(ana);
    const { gameId } = started;
    for (const [ply, move] of [
      [1, "e4"],
      [3, "d4"],
    ] as const) {
      expect((await submitMove({ gameId, userId: ana.id, ply, move }, new Date())).ok).toBe(true);
      await reached(gameId, ply + 1);
      // The computer answered: Ana's turn has its deadline, and no "your move" waits to go.
      expect((await jobsOf(gameId)).map((j) => j.task)).not.toContain("your-turn-email");
    }
    expect((await requestTakeback(gameId, ana.id, new Date())).ok).toBe(true);
    await until(async () => (await gameRow(gameId)).plies === 2, "the takeback to be accepted");
    expect((await offerDraw(gameId, ana.id, new Date())).ok).toBe(true);
    await until(async () => (await gameRow(gameId)).drawOfferedBy === null, "the draw offer to be declined");
    expect((await resign(gameId, ana.id, new Date())).ok).toBe(true);
    await queueSettled();
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(ana.email))).toEqual([]);
    // Her own turn: no reminder either.
    const other = await computerHasMoved(ana);
    expect(await sendReminder(other, 1, minutes(new Date(), 60 * 24 * 2))).toBe("not-wanted");
  }, 120_000);

  it("the daily digest lists no game against the computer unless asked", async () => {
    const now = new Date();
    // A zone where it is past the digest's morning hour now.
    const timeZone = now.getUTCHours() >= 8 ? "UTC" : "Asia/Tokyo";
    const dee = await person("Dee", { emailMode: "DIGEST", timeZone });
    await computerHasMoved(dee);
    await sendDigests(now);
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(dee.email))).toEqual([]);
    await db().user.update({ where: { id: dee.id }, data: { computerMail: true } });
    await sendDigests(now);
    await stage.smtp.waitFor((m) => m.envelopeTo.includes(dee.email) && /digest/.test(m.subject ?? ""));
  }, 60_000);
});

describe("lastSeenAt, what away is measured from", () => {
  it("is written at most once a minute", async () => {
    const cy = await person("Cy");
    const t = new Date("2026-11-28T12:00:00Z");
    const seen = async () => (await db().user.findUniqueOrThrow({ where: { id: cy.id } })).lastSeenAt;
    await touchLastSeen(cy.id, t);
    expect(await seen()).toEqual(t);
    await touchLastSeen(cy.id, minutes(t, 0.5));
    expect(await seen()).toEqual(t);
    await touchLastSeen(cy.id, minutes(t, 1.5));
    expect(await seen()).toEqual(minutes(t, 1.5));
  });
});

describe("with the setting on: one email when away, none while active", () => {
  it("waits while the player is active, sends once they are away, once per absence", async () => {
    const bea = await person("Bea");
    await db().user.update({ where: { id: bea.id }, data: { computerMail: true } });
    const first = await computerHasMoved(bea);
    const second = await computerHasMoved(bea);
    // The your-move job waits until she would count as away.
    const queued = (await jobsOf(first)).find((j) => j.task === "your-turn-email");
    const moved = (await db().move.findFirstOrThrow({ where: { gameId: first, ply: 1 } })).playedAt;
    expect(queued?.runAt.getTime()).toBeGreaterThanOrEqual(moved.getTime() + awayAfterMs);

    // She was on the page when the computer answered, and 5 minutes later it is not yet time.
    const seen = moved;
    await db().user.update({ where: { id: bea.id }, data: { lastSeenAt: seen } });
    expect(await sendYourTurn(first, 1, minutes(seen, 5))).toBe("not-wanted");
    // ...so the job asks again when she would count as away.
    const again = (await jobsOf(first)).find((j) => j.task === "your-turn-email");
    expect(again?.runAt.getTime()).toBe(seen.getTime() + awayAfterMs);

    // Away: one email, naming the computer; the other game's turn in the same absence sends none.
    expect(await sendYourTurn(first, 1, minutes(seen, 11))).toBe("sent");
    const mail = await stage.smtp.waitFor((m) => m.envelopeTo.includes(bea.email));
    expect(mail.subject).toMatch(/^Your move: Chess #\d+ vs Pigeon \(computer, level 1\) \(move 1\)$/);
    expect(await sendYourTurn(second, 1, minutes(seen, 12))).toBe("already-sent");
    expect(await sendReminder(second, 1, minutes(seen, 13))).toBe("already-sent");

    // She comes back (any page), leaves again: the next absence may bring one more.
    await touchLastSeen(bea.id, minutes(seen, 20));
    expect(await sendYourTurn(second, 1, minutes(seen, 25))).toBe("not-wanted");
    expect(await sendYourTurn(second, 1, minutes(seen, 31))).toBe("sent");
    await queueSettled();
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(bea.email))).toHaveLength(2);
  }, 60_000);
});

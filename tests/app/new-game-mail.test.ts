// One email per new game (lib/games/turn/start.ts), with the real worker and SMTP receiver. The player
// who was waiting (the inviter, the challenger) hears once: that the other accepted and, when they
// play White, that the first move is theirs. The player who accepted is on the game's page: their
// "your move" waits and is not sent if they moved meanwhile.
import { describe, expect, it } from "vitest";
import { updateProfile } from "@/lib/accounts/profile";
import { acceptChallenge } from "@/lib/challenges/accept";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { acceptorMailDelayMs, announceAcceptedGames } from "@/lib/games/turn/start";
import { acceptInvitation } from "@/lib/invitations/answer";
import { createInvitation } from "@/lib/invitations/create";
import { sendAnswerEmail } from "@/lib/invitations/notify";
import { seconds } from "../support/clock";
import { jobsOf, queueSettled, runNow } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves } from "../support/players";

const stage = mailStage();

const mailTo = (who: Person) => stage.smtp.messages.filter((m) => m.envelopeTo.includes(who.email));

/** `inviter` invites `invitee` to a chess game as `colour`; the invitee, signed in, accepts. */
async function invitedAndAccepted(inviter: Person, invitee: Person, colour: "white" | "black") {
  const created = await createInvitation(
    { gameType: "chess", opponentEmail: invitee.email, colour, daysPerMove: "3", public: "on" },
    inviter,
    new Date(),
  );
  if (!created.ok) throw new Error(created.reason);
  await stage.smtp.waitFor((m) => m.envelopeTo.includes(invitee.email));
  const accepted = await acceptInvitation({ invitationId: created.invitationId, user: invitee }, new Date());
  if (!accepted.ok) throw new Error(accepted.reason);
  return { invitationId: created.invitationId, gameId: accepted.gameId };
}

/** The game's number, which every email subject names it by. */
const numberOf = async (gameId: string) =>
  (await db().game.findUniqueOrThrow({ where: { id: gameId }, select: { number: true } })).number;

describe("an accepted invitation", () => {
  it("brings the inviter one email per game: six games, six emails (not twelve)", async () => {
    const wendy = await person("Wendy");
    const friends = await Promise.all(["Ben", "Cy", "Dee", "Eli", "Fay", "Gus"].map((name) => person(name)));
    const games: string[] = [];
    for (const friend of friends) games.push((await invitedAndAccepted(wendy, friend, "white")).gameId);
    await queueSettled();

    const toWendy = mailTo(wendy);
    expect(toWendy).toHaveLength(6);
    const numbers = await db().game.findMany({ where: { id: { in: games } }, include: { black: true } });
    expect(toWendy.map((m) => m.subject).sort()).toEqual(
      numbers
        .map(
          (g) =>
            `${g.black.name} accepted your invitation: your move in Chess #${g.number} vs ${g.black.name}`,
        )
        .sort(),
    );
    for (const mail of toWendy) {
      // It is the your-move email too: the board, the deadline, the link and the reply address.
      expect(mail.text).toContain("You play White, so the first move is yours.");
      expect(mail.text).toMatch(/Make your move by .+ \(UTC\): 2 days 23 hours left\./);
      expect(mail.headerLines.find((h) => h.key === "reply-to")?.line).toMatch(/move\+[0-9a-f]{32}@/);
      expect(mail.attachments.map((a) => a.contentType)).toEqual(["image/png"]);
      expect(mail.text).toMatch(/\/play\/[A-Za-z0-9_-]+/);
    }
    // No "your move" of its own is waiting for Wendy's first move either.
    for (const id of games) expect((await jobsOf(id)).map((j) => j.key)).not.toContain(`your-turn:${id}:0`);
    // The friends accepted on the page: nothing beyond the invitation itself.
    for (const friend of friends)
      expect(mailTo(friend).map((m) => m.subject)).toEqual([`Wendy invites you to a casual game of Chess`]);

    // An answer job queued by the code before (it told "accepted" on its own) sends nothing more.
    const invitation = await db().invitation.findFirstOrThrow({ where: { gameId: games[0] } });
    await sendAnswerEmail(invitation.id);
    await queueSettled();
    expect(mailTo(wendy)).toHaveLength(6);
  });

  it("tells an inviter who plays Black once, without a board, that the other moves first", async () => {
    const hal = await person("Hal");
    const ida = await person("Ida");
    await invitedAndAccepted(hal, ida, "black");
    await queueSettled();
    const [told, ...more] = mailTo(hal);
    expect(more).toEqual([]);
    expect(told.subject).toMatch(/^Ida accepted your invitation: Chess #\d+ vs Ida has started$/);
    expect(told.text).toContain("You play Black; Ida plays White and moves first.");
    expect(told.attachments).toEqual([]);
  });
});

describe("a newcomer who accepts", () => {
  /** The game-started job's time, which must be within a minute of the acceptance at `acceptedAt`. */
  async function startedJobAt(gameId: string) {
    const job = (await jobsOf(gameId)).find((j) => j.key === `game-started:${gameId}`);
    if (!job) throw new Error(`no game-started job for ${gameId}`);
    return job.runAt;
  }

  it("is named in the inviter's email by the name they choose at the welcome, not their address", async () => {
    const pia = await person("Pia");
    const newcomer = await person("Quinn", { name: null });
    const acceptedAt = new Date();
    const { gameId } = await invitedAndAccepted(pia, newcomer, "white");
    await queueSettled();
    // The email gives the welcome a moment, and goes within a minute without it.
    expect(mailTo(pia)).toEqual([]);
    expect((await startedJobAt(gameId)).getTime()).toBeLessThanOrEqual(
      seconds(60, acceptedAt).getTime() + 1000,
    );

    // What the welcome's button does (app/_forms/welcome.ts).
    await updateProfile(newcomer.id, { name: "Quinn", timeZone: "Europe/Oslo" });
    await announceAcceptedGames(newcomer.id, new Date());
    await queueSettled();
    expect(mailTo(pia).map((m) => m.subject)).toEqual([
      `Quinn accepted your invitation: your move in Chess #${await numberOf(gameId)} vs Quinn`,
    ]);
    // Saving again later sends nothing more.
    await announceAcceptedGames(newcomer.id, new Date());
    await queueSettled();
    expect(mailTo(pia)).toHaveLength(1);
  });

  it("who has not saved a name within the minute is named by the address the inviter typed", async () => {
    const pia = await person("Pia");
    const newcomer = await person("Rory", { name: null });
    const acceptedAt = new Date();
    const { gameId } = await invitedAndAccepted(pia, newcomer, "black");
    const runAt = await startedJobAt(gameId);
    expect(runAt.getTime()).toBeGreaterThan(acceptedAt.getTime());
    expect(runAt.getTime()).toBeLessThanOrEqual(seconds(60, acceptedAt).getTime() + 1000);
    // The minute passes (the job made due now rather than waited for).
    await runNow(`game-started:${gameId}`);
    await queueSettled();
    const [told] = mailTo(pia);
    expect(told.subject).toBe(
      `${newcomer.email} accepted your invitation: Chess #${await numberOf(gameId)} vs ${newcomer.email} has started`,
    );
    expect(told.text).toContain(`${newcomer.email} accepted`);
    // Neither the local part the inviter never saw, nor "(new)" after it.
    expect(told.text).not.toContain("(new)");
    expect(told.text).not.toMatch(/\brory-[a-z0-9]+ /);
  });
});

describe("an accepted open challenge", () => {
  async function challengeAccepted(challenger: Person, acceptor: Person, colour: "white" | "black") {
    const posted = await postChallenge(
      challenger.id,
      challengeInput.parse({ gameType: "chess", colour, daysPerMove: "3" }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const before = Date.now();
    const accepted = await acceptChallenge(posted.challengeId, acceptor.id, new Date());
    if (!accepted.ok) throw new Error(accepted.reason);
    return { gameId: accepted.gameId, before };
  }

  it("tells the challenger once; the acceptor, who plays Black, gets nothing for the game they just started", async () => {
    const jan = await person("Jan");
    const kai = await person("Kai");
    const { gameId } = await challengeAccepted(jan, kai, "white");
    await queueSettled();
    expect(mailTo(jan).map((m) => m.subject)).toEqual([
      `Kai accepted your challenge: your move in Chess #${await numberOf(gameId)} vs Kai`,
    ]);
    expect(mailTo(kai)).toEqual([]);
    expect((await jobsOf(gameId)).map((j) => j.key)).not.toContain(`your-turn:${gameId}:0`);
  });

  it("the acceptor who plays White: their your-move waits, and is not sent once they have moved", async () => {
    const lea = await person("Lea");
    const max = await person("Max");
    const { gameId, before } = await challengeAccepted(lea, max, "black");
    await queueSettled();
    expect(mailTo(lea).map((m) => m.subject)).toEqual([
      `Max accepted your challenge: Chess #${await numberOf(gameId)} vs Max has started`,
    ]);
    expect(mailTo(max)).toEqual([]);
    const waiting = (await jobsOf(gameId)).find((j) => j.key === `your-turn:${gameId}:0`);
    expect(waiting?.runAt.getTime()).toBeGreaterThanOrEqual(before + acceptorMailDelayMs);

    await playMoves({ id: gameId, whiteId: max.id, blackId: lea.id }, ["e4"], () => new Date());
    await runNow(`your-turn:${gameId}:0`);
    await queueSettled();
    expect(mailTo(max)).toEqual([]);
    // Lea hears of the move as usual.
    expect(mailTo(lea).map((m) => m.subject)).toContain(
      `Your move: Chess #${await numberOf(gameId)} vs Max (move 1)`,
    );
  });

  it("the acceptor who plays White and leaves unmoved gets their your-move after the wait", async () => {
    const ned = await person("Ned");
    const ola = await person("Ola");
    const { gameId } = await challengeAccepted(ned, ola, "black");
    await runNow(`your-turn:${gameId}:0`);
    await queueSettled();
    expect(mailTo(ola).map((m) => m.subject)).toEqual([
      `Your move: Chess #${await numberOf(gameId)} vs Ned (move 1)`,
    ]);
    expect(mailTo(ned)).toHaveLength(1);
  });
});

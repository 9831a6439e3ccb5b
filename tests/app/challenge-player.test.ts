// "Challenge this player" (lib/invitations/create.ts invitePlayer): an invitation to a player
// chosen on their page, by id, whose address the inviter never sees; one per double click; only
// someone with a player page may be chosen.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { invitePlayer } from "@/lib/invitations/create";
import { invitationsFor } from "@/lib/invitations/list";
import { inviteeNameForInviter } from "@/lib/invitations/names";
import { atOnceBehind, rowLock } from "../support/barrier";
import { queueSettled } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { finishedRow, person } from "../support/players";

const stage = mailStage();

const form = (playerId: string, fields: Record<string, string> = {}) => ({
  gameType: "joust",
  colour: "black",
  daysPerMove: "5",
  message: "Saw your Joust games. Fancy one?",
  public: "on",
  playerId,
  ...fields,
});

/** Someone with a player page: one public finished game. */
async function playerWithPage(name: string) {
  const player = await person(name);
  await finishedRow(player, await person("Someone"), { finishedAt: new Date() });
  return player;
}

describe("challenging a player from their page", () => {
  it("invites them by name, with the settings chosen; no address is shown either way", async () => {
    const ana = await person("Ana");
    const ben = await playerWithPage("Ben");
    const created = await invitePlayer(form(ben.id), ana, new Date());
    if (!created.ok) throw new Error(created.reason);
    const invitation = await db().invitation.findUniqueOrThrow({
      where: { id: created.invitationId },
      include: { invitee: true },
    });
    expect(invitation).toMatchObject({
      status: "PENDING",
      inviterId: ana.id,
      inviteeId: ben.id,
      inviteeEmail: ben.email,
      gameType: "joust",
      inviterColor: "BLACK",
      daysPerMove: 5,
      rematchOfId: null,
    });
    expect(await inviteeNameForInviter(invitation)).toBe("Ben");
    expect((await invitationsFor(ana)).sent.map((s) => s.otherName)).toEqual(["Ben"]);
    const mail = await stage.smtp.waitFor((m) => m.envelopeTo.includes(ben.email));
    expect(mail.subject).toBe("Ana invites you to a casual game of Joust Chess");
    expect(mail.text).toContain("Saw your Joust games. Fancy one?");
    expect(mail.text).not.toContain(ana.email);
  });

  it("the same form sent twice at once makes one invitation", async () => {
    const ana = await person("Ana");
    const ben = await playerWithPage("Ben");
    await queueSettled();
    const outcomes = await atOnceBehind(rowLock("User", ana.id), [
      () => invitePlayer(form(ben.id), ana, new Date()),
      () => invitePlayer(form(ben.id), ana, new Date()),
    ]);
    expect(await db().invitation.count({ where: { inviterId: ana.id } })).toBe(1);
    expect(outcomes[0]).toEqual(outcomes[1]);
    // Another game for the same player is another invitation.
    expect(await invitePlayer(form(ben.id, { gameType: "chess" }), ana, new Date())).toMatchObject({
      ok: true,
    });
    expect(await db().invitation.count({ where: { inviterId: ana.id } })).toBe(2);
  });

  it.each([
    ["oneself", "self", 400, "That is you: choose another player to challenge."],
    ["an id that names nobody", "nobody", 404, "There is no such player."],
    ["someone who was only invited (no player page)", "invited", 404, "There is no such player."],
    ["a malformed id", "malformed", 400, "There is no such player."],
  ] as const)("refuses %s and writes nothing", async (_, who, status, reason) => {
    const ana = await person("Ana");
    const invitedOnly = await person("Ivo");
    const playerId = {
      self: ana.id,
      nobody: "cnobodyxxxxxxxxxxxxxxxxx",
      invited: invitedOnly.id,
      malformed: "../x",
    }[who];
    expect(await invitePlayer(form(playerId), ana, new Date())).toEqual({ ok: false, status, reason });
    expect(await db().invitation.count({ where: { inviterId: ana.id } })).toBe(0);
  });
});

// Pending invitations for the "my games" page: those sent to my address and those I sent.
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import type { Invitation } from "../generated/prisma/client";
import { unansweredInviteeName } from "./names";

export type InvitationSummary = {
  id: string;
  gameType: string;
  /**
   * The other person: the inviter's name for a received invitation; for a sent one, the typed
   * address, or the name of a player invited by name.
   */
  otherName: string;
  daysPerMove: number;
  incrementDays: number | null;
  expiresAt: Date;
};

export async function invitationsFor(
  user: { id: string; email: string },
  now: Date = new Date(),
): Promise<{ received: InvitationSummary[]; sent: InvitationSummary[] }> {
  const open = { status: "PENDING" as const, expiresAt: { gt: now } };
  const [received, sent] = await Promise.all([
    db().invitation.findMany({
      where: { ...open, inviteeEmail: user.email.toLowerCase() },
      include: { inviter: true },
      orderBy: { expiresAt: "asc" },
    }),
    db().invitation.findMany({
      where: { ...open, inviterId: user.id },
      include: { invitee: true },
      orderBy: { expiresAt: "asc" },
    }),
  ]);
  const summary = (i: Invitation, otherName: string): InvitationSummary => ({
    id: i.id,
    gameType: i.gameType,
    otherName,
    daysPerMove: i.daysPerMove,
    incrementDays: i.incrementDays,
    expiresAt: i.expiresAt,
  });
  return {
    received: received.map((i) => summary(i, displayName(i.inviter))),
    // The address the inviter typed, or the name of the player they chose (./names.ts).
    sent: sent.map((i) => summary(i, unansweredInviteeName(i))),
  };
}

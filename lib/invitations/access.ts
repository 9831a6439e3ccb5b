// Who is looking at an invitation. The invitee proves it with the token from their email, or by
// being signed in as the invited address; the inviter by being signed in. Anyone else, a
// forged token, or the invitee of a draft that was never sent, sees nothing at all.
import { db } from "../db/prisma";
import type { Invitation } from "../generated/prisma/client";
import { isRecordId } from "../input/record-id";
import { hashInvitationToken, looksLikeToken } from "./token";

export type Role = "invitee" | "inviter";
export type Visitor = { token?: unknown; user: { id: string; email: string } | null };

export function roleOf(invitation: Invitation, visitor: Visitor): Role | null {
  if (visitor.user?.id === invitation.inviterId) return "inviter";
  if (invitation.status === "DRAFT") return null;
  if (
    looksLikeToken(visitor.token) &&
    invitation.tokenHash !== null &&
    hashInvitationToken(visitor.token) === invitation.tokenHash
  ) {
    return "invitee";
  }
  if (visitor.user && visitor.user.email.toLowerCase() === invitation.inviteeEmail) return "invitee";
  return null;
}

/** Still open to an answer: pending and before its expiry (the expiry job may not have run yet). */
export function isOpen(invitation: Invitation, now: Date): boolean {
  return invitation.status === "PENDING" && invitation.expiresAt > now;
}

/**
 * The invitation with its inviter, when chosen by name its invitee, and the colours of the game an
 * acceptance started; or null (an id from an address that is no id is none).
 */
export function invitationWithInviter(id: string) {
  return isRecordId(id)
    ? db().invitation.findUnique({
        where: { id },
        include: { inviter: true, invitee: true, game: { select: { whiteId: true } } },
      })
    : Promise.resolve(null);
}

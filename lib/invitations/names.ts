// How an invitation names its invitee to the inviter. An invitee chosen as a player (on their
// page, or by a rematch) is named by name: the inviter never saw their address and must not. An
// invitee typed as an address is named by that address until they answer: naming the account
// behind a typed address would tell anyone who types one whose it is. Once they accepted or
// declined, by their name (as the answer email does).
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import type { InvitationStatus } from "../generated/prisma/client";

type Named = {
  inviteeEmail: string;
  status: InvitationStatus;
  invitee: { name: string | null; email: string } | null;
};

/** The invitee's name as the inviter reads it before any answer. */
export function unansweredInviteeName(invitation: Pick<Named, "inviteeEmail" | "invitee">): string {
  return invitation.invitee ? displayName(invitation.invitee) : invitation.inviteeEmail;
}

/** The invitee's name as the inviter may read it now. */
export async function inviteeNameForInviter(invitation: Named): Promise<string> {
  if (invitation.invitee) return displayName(invitation.invitee);
  if (invitation.status === "ACCEPTED" || invitation.status === "DECLINED") {
    const person = await db().user.findUnique({ where: { email: invitation.inviteeEmail } });
    if (person) return displayName(person);
  }
  return invitation.inviteeEmail;
}

/** The colour the viewer would play, for the board's orientation: "w" when the coin decides. */
export function viewerColour(
  inviterColor: "WHITE" | "BLACK" | "RANDOM",
  role: "inviter" | "invitee",
): "w" | "b" {
  if (inviterColor === "RANDOM") return "w";
  return (inviterColor === "WHITE") === (role === "inviter") ? "w" : "b";
}

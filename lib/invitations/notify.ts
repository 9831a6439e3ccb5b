// The invitation's emails and its expiry, as the job handlers run them (tasks.ts).
import { createElement } from "react";
import InvitationEmail from "../../emails/invitation";
import InvitationAnswerEmail, { answerSubject } from "../../emails/invitation-answer";
import { displayName } from "../accounts/display-name";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { formatDeadline } from "../games/stored/deadline";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { sendGameStarted } from "../notify/game-started-mail";
import { inviteeNameForInviter } from "./names";
import { archivePhrase, inviteeColourPhrase, ratedPhrase, timeControlPhrase } from "./phrases";
import { enqueueAnswer, lockInvitation } from "./queue";
import { newInvitationToken } from "./token";

/** The invitation email. Its link's token is made here, at sending, so only its hash is ever stored. */
export async function sendInvitationEmail(invitationId: string) {
  return sendOnce(`invitation:${invitationId}`, async () => {
    const invitation = await db().invitation.findUnique({
      where: { id: invitationId },
      include: { inviter: true },
    });
    if (invitation?.status !== "PENDING") return null;
    const person = await db().user.findUnique({ where: { email: invitation.inviteeEmail } });
    // Opted out of all mail: the invitation stays pending, visible when they sign in.
    if (!person || person.mailOff) return null;
    const invitee = await withUnsubscribeKey(person);
    const { token, tokenHash } = newInvitationToken();
    await db().invitation.update({ where: { id: invitation.id }, data: { tokenHash } });
    const { appUrl } = config();
    const invitationUrl = new URL(`/invitations/${invitation.id}`, appUrl);
    invitationUrl.searchParams.set("token", token);
    const inviterName = displayName(invitation.inviter);
    const name = gameName(invitation.gameType);
    const rematch = invitation.rematchOfId !== null;
    return {
      to: invitee.email,
      subject: rematch
        ? `${inviterName} offers a rematch of your ${name} game, colours swapped`
        : `${inviterName} invites you to a ${invitation.rated ? "rated" : "casual"} game of ${name}`,
      headers: unsubscribeHeaders(invitee),
      body: createElement(InvitationEmail, {
        appUrl,
        inviterName,
        // An invitation to a player by name comes from a player by name: no address either way.
        inviterEmail: invitation.inviteeId ? null : invitation.inviter.email,
        rematch,
        gameName: name,
        rulesUrl: new URL(`/rules/${invitation.gameType}`, appUrl).toString(),
        timeControl: timeControlPhrase(invitation),
        yourColour: inviteeColourPhrase(invitation.inviterColor),
        archive: archivePhrase(invitation.public),
        rated: invitation.rated,
        ratingPhrase: ratedPhrase(invitation.rated, name),
        message: invitation.message,
        expiresOn: formatDeadline(invitation.expiresAt, invitee.timeZone),
        invitationUrl: invitationUrl.toString(),
        preferencesUrl: preferencesUrl(invitee),
      }),
    };
  });
}

/**
 * Tells the inviter how their invitation ended unstarted: declined or expired. An accepted one is
 * told by its game's one game-started email (lib/notify/game-started-mail.ts); an answer job
 * queued for an acceptance before that email existed sends that one.
 */
export async function sendAnswerEmail(invitationId: string) {
  const invitation = await db().invitation.findUnique({
    where: { id: invitationId },
    include: { invitee: true },
  });
  if (!invitation) return "nothing-to-send";
  if (invitation.status === "ACCEPTED") {
    return invitation.gameId ? sendGameStarted(invitation.gameId, new Date()) : "nothing-to-send";
  }
  const outcome = ({ DECLINED: "declined", EXPIRED: "expired" } as const)[
    invitation.status as "DECLINED" | "EXPIRED"
  ];
  if (!outcome) return "nothing-to-send";
  return sendOnce(`invitation-${outcome}:${invitationId}`, async () => {
    const person = await db().user.findUniqueOrThrow({ where: { id: invitation.inviterId } });
    if (person.mailOff) return null;
    const inviter = await withUnsubscribeKey(person);
    // Their chosen name only once they answered, or when the inviter chose them by name; an
    // invitation by address that expired unanswered must not tell the inviter whose account the
    // address they typed belongs to (./names.ts): its local part then.
    const inviteeName =
      outcome === "declined" || invitation.invitee
        ? await inviteeNameForInviter(invitation)
        : displayName({ name: null, email: invitation.inviteeEmail });
    const name = gameName(invitation.gameType);
    const { appUrl } = config();
    return {
      to: inviter.email,
      subject: answerSubject({ outcome, inviteeName, gameName: name }),
      headers: unsubscribeHeaders(inviter),
      body: createElement(InvitationAnswerEmail, {
        appUrl,
        outcome,
        inviteeName,
        // An invitee chosen by name: the inviter never saw their address.
        inviteeEmail: invitation.invitee ? null : invitation.inviteeEmail,
        gameName: name,
        actionUrl: new URL(`/new?game=${invitation.gameType}`, appUrl).toString(),
        preferencesUrl: preferencesUrl(inviter),
      }),
    };
  });
}

/** At expiresAt: a still-pending invitation expires and its inviter is told. */
export async function expireInvitation(invitationId: string, now: Date): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const invitation = await lockInvitation(tx, invitationId);
    if (invitation?.status !== "PENDING" || invitation.expiresAt > now) return false;
    await tx.invitation.update({ where: { id: invitation.id }, data: { status: "EXPIRED" } });
    await enqueueAnswer(tx, invitation.id);
    return true;
  });
}

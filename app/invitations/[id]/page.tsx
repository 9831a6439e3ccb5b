// The invitation page. A GET only shows: the invitee (by the emailed token, or signed in as the
// invited address) sees Accept and Decline; the inviter sees its status. Everyone else, and
// every forged token, gets the same 404 as an id that never existed.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BoardView } from "@/app/components/board/board-view";
import { displayName } from "@/lib/accounts/display-name";
import { currentUser } from "@/lib/auth/session";
import { startModel } from "@/lib/board";
import { gameName } from "@/lib/games/catalog/catalog";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { invitationWithInviter, isOpen, roleOf } from "@/lib/invitations/access";
import { inviteeNameForInviter, viewerColour } from "@/lib/invitations/names";
import {
  archivePhrase,
  inviteeColourPhrase,
  ratedPhrase,
  timeControlPhrase,
} from "@/lib/invitations/phrases";
import { draftValidMs } from "@/lib/invitations/rules";
import styles from "./invitation.module.css";
import { AnswerButtons, InviterButtons } from "./invitation-buttons";

// The token is in the address: don't hand it to other sites (the rules link opens in a new tab).
export const metadata: Metadata = { title: "Invitation", robots: { index: false }, referrer: "same-origin" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string | string[] }> };

export default async function InvitationPage({ params, searchParams }: Props) {
  const [{ id }, { token }] = await Promise.all([params, searchParams]);
  const user = await currentUser();
  const invitation = await invitationWithInviter(id);
  const linkToken = typeof token === "string" ? token : null;
  const role = invitation ? roleOf(invitation, { token: linkToken, user }) : null;
  if (!invitation || !role) notFound();

  const now = new Date();
  const zone = user?.timeZone ?? "UTC";
  const name = gameName(invitation.gameType);
  const inviteeName = await inviteeNameForInviter(invitation);
  const inviterName = displayName(invitation.inviter);
  const model = startModel(invitation.gameType);
  const open = isOpen(invitation, now);
  const rematch = invitation.rematchOfId !== null;
  // The board as the viewer would play it (White's side while the coin has not decided).
  const side = viewerColour(invitation.inviterColor, role);

  return (
    <div className="wrap">
      <article className={`card ${styles.layout}`}>
        {model.ok ? (
          <BoardView
            model={model.value}
            size={220}
            orientation={side}
            label={`The ${name} start position, seen from ${side === "w" ? "White" : "Black"}'s side`}
          />
        ) : null}
        <div className={styles.details}>
          <h1>{heading(role, rematch, inviterName, inviteeName, name)}</h1>
          <dl className={styles.facts}>
            <dt>From</dt>
            <dd>{role === "inviter" ? "You" : inviterName}</dd>
            <dt>To</dt>
            <dd>{role === "invitee" ? `You (${invitation.inviteeEmail})` : inviteeName}</dd>
            {invitation.rematchOfId ? (
              <>
                <dt>Rematch of</dt>
                <dd>
                  <Link href={`/games/${invitation.rematchOfId}`}>your last game</Link>, colours swapped
                </dd>
              </>
            ) : null}
            <dt>Game</dt>
            <dd>
              {name} ·{" "}
              <Link href={`/rules/${invitation.gameType}`} target="_blank">
                rules
              </Link>
            </dd>
            <dt>Rating</dt>
            <dd>{ratedPhrase(invitation.rated, name)}</dd>
            <dt>Time</dt>
            <dd>{timeControlPhrase(invitation)}</dd>
            <dt>{role === "invitee" ? "You would play" : "They would play"}</dt>
            <dd>{inviteeColourPhrase(invitation.inviterColor)}</dd>
            <dt>Archive</dt>
            <dd>
              {role === "invitee"
                ? archivePhrase(invitation.public)
                : invitation.public
                  ? `Public when it ends, unless ${inviteeName} keeps it private`
                  : "Private: only the two of you will see the game"}
            </dd>
            {invitation.status === "PENDING" ? (
              <>
                <dt>Open until</dt>
                <dd>{formatDeadline(invitation.expiresAt, zone)}</dd>
              </>
            ) : null}
          </dl>
          {invitation.message ? (
            <blockquote className={styles.message}>
              “{invitation.message}” — {inviterName}
            </blockquote>
          ) : null}
          <Status
            role={role}
            status={invitation.status}
            open={open}
            gameId={invitation.gameId}
            inviteeName={inviteeName}
            inviterName={inviterName}
            draftTooOld={now.getTime() - invitation.createdAt.getTime() > draftValidMs}
          />
          {role === "invitee" && open ? (
            <AnswerButtons invitationId={invitation.id} token={linkToken} mayBePublic={invitation.public} />
          ) : null}
          {role === "inviter" && (open || invitation.status === "DRAFT") ? (
            <InviterButtons invitationId={invitation.id} draft={invitation.status === "DRAFT"} />
          ) : null}
        </div>
      </article>
    </div>
  );
}

function heading(
  role: "invitee" | "inviter",
  rematch: boolean,
  inviterName: string,
  inviteeName: string,
  name: string,
): string {
  if (role === "invitee")
    return rematch
      ? `${inviterName} offers a rematch of ${name}`
      : `${inviterName} invites you to play ${name}`;
  return rematch
    ? `Your rematch offer to ${inviteeName}: ${name}`
    : `Your invitation to ${inviteeName}: ${name}`;
}

function Status(props: {
  role: "invitee" | "inviter";
  status: string;
  open: boolean;
  gameId: string | null;
  inviteeName: string;
  inviterName: string;
  draftTooOld: boolean;
}) {
  const { role, status, open, gameId } = props;
  const gameLink = gameId ? <Link href={`/games/${gameId}`}>Go to the game</Link> : null;
  if (status === "ACCEPTED") {
    return (
      <p className="notice ok">
        {role === "invitee" ? "You already accepted this invitation." : `${props.inviteeName} accepted.`} The
        game has started. {gameLink}
      </p>
    );
  }
  if (status === "DECLINED") {
    return (
      <p className="notice info">
        {role === "invitee"
          ? `You declined this invitation. ${props.inviterName} has been told.`
          : `${props.inviteeName} declined. `}
        {role === "inviter" ? <Link href="/new">Start another game</Link> : null}
      </p>
    );
  }
  if (status === "DRAFT") {
    return props.draftTooOld ? (
      <p className="notice error">
        This draft is more than a day old and was not sent. <Link href="/new">Start a new invitation</Link>.
      </p>
    ) : (
      <p className="notice info">
        Your address is confirmed. Nothing has been sent yet: press “Send the invitation” and we email{" "}
        {props.inviteeName}.
      </p>
    );
  }
  if (status === "WITHDRAWN") {
    return (
      <p className="notice info">
        {role === "invitee"
          ? `${props.inviterName} withdrew this invitation. `
          : "You withdrew this invitation. "}
        {role === "inviter" ? <Link href="/new">Start another game</Link> : null}
      </p>
    );
  }
  if (!open) {
    return (
      <p className="notice info">
        This invitation is no longer open: it expired.{" "}
        {role === "inviter" ? <Link href="/new">Start another game</Link> : null}
      </p>
    );
  }
  return role === "inviter" ? (
    <p className="notice info">Sent. We will email you when {props.inviteeName} answers.</p>
  ) : null;
}

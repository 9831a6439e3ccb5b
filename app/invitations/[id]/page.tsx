// The invitation page. A GET only shows: the invitee (by the emailed token, or signed in as the
// invited address) sees Accept and Decline; the inviter sees its status. Once answered, withdrawn
// or expired, its heading and first lines say what happened and when (an accepted one leads to its
// game), and its facts read in the past. Everyone else, and every forged token, gets the same 404 as
// an id that never existed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoardView } from "@/app/components/board/board-view";
import Link from "@/app/components/link";
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
  const outcome = outcomeOf(invitation.status, open);
  // The colour played, once the game decided it (the coin of a random choice too).
  const played = invitation.game
    ? (invitation.game.whiteId === invitation.inviterId) === (role === "inviter")
      ? "White"
      : "Black"
    : null;

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
          <h1>{heading({ role, outcome, rematch, inviterName, inviteeName, name })}</h1>
          {outcome === "open" ? null : (
            <div className={styles.outcome}>
              <Status
                role={role}
                outcome={outcome}
                when={formatDeadline(
                  outcome === "expired"
                    ? invitation.expiresAt
                    : (invitation.respondedAt ?? invitation.expiresAt),
                  zone,
                )}
                gameId={invitation.gameId}
                inviteeName={inviteeName}
                inviterName={inviterName}
                draftTooOld={now.getTime() - invitation.createdAt.getTime() > draftValidMs}
              />
            </div>
          )}
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
            <dt>{colourLabel(role, outcome)}</dt>
            <dd>{played ?? inviteeColourPhrase(invitation.inviterColor)}</dd>
            <dt>Archive</dt>
            <dd>
              {role === "invitee"
                ? archivePhrase(invitation.public)
                : invitation.public
                  ? `Public when it ends, unless ${inviteeName} keeps it private`
                  : "Private: only the two of you will see the game"}
            </dd>
            {open ? (
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
          {outcome === "open" && role === "inviter" ? (
            <p className="notice info">Sent. We will email you when {inviteeName} answers.</p>
          ) : null}
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

/** Where the invitation stands: open to an answer, a draft not yet sent, or settled, and how. */
type Outcome = "open" | "draft" | "accepted" | "declined" | "withdrawn" | "expired";

function outcomeOf(status: string, open: boolean): Outcome {
  if (status === "ACCEPTED") return "accepted";
  if (status === "DECLINED") return "declined";
  if (status === "WITHDRAWN") return "withdrawn";
  if (status === "DRAFT") return "draft";
  return open ? "open" : "expired";
}

/** "They would play" while it is open, "They play" once the game started, else "Their colour". */
function colourLabel(role: "invitee" | "inviter", outcome: Outcome): string {
  const who = role === "invitee" ? "You" : "They";
  if (outcome === "accepted") return `${who} play`;
  if (outcome === "open" || outcome === "draft") return `${who} would play`;
  return role === "invitee" ? "Your colour" : "Their colour";
}

function heading({
  role,
  outcome,
  rematch,
  inviterName,
  inviteeName,
  name,
}: {
  role: "invitee" | "inviter";
  outcome: Outcome;
  rematch: boolean;
  inviterName: string;
  inviteeName: string;
  name: string;
}): string {
  const kind = rematch ? "rematch offer" : "invitation";
  const invitee = role === "invitee";
  switch (outcome) {
    case "accepted":
      return invitee
        ? `You accepted ${inviterName}'s ${kind} to play ${name}`
        : `${inviteeName} accepted your ${kind} to play ${name}`;
    case "declined":
      return invitee
        ? `You declined ${inviterName}'s ${kind} to play ${name}`
        : `${inviteeName} declined your ${kind} to play ${name}`;
    case "withdrawn":
      return invitee
        ? `${inviterName} withdrew the ${kind} to play ${name}`
        : `You withdrew your ${kind} to ${inviteeName}: ${name}`;
    case "expired":
      return invitee
        ? `${inviterName}'s ${kind} to play ${name} expired`
        : `Your ${kind} to ${inviteeName} expired: ${name}`;
    default:
      if (invitee)
        return rematch
          ? `${inviterName} offers a rematch of ${name}`
          : `${inviterName} invites you to play ${name}`;
      return rematch
        ? `Your rematch offer to ${inviteeName}: ${name}`
        : `Your invitation to ${inviteeName}: ${name}`;
  }
}

/** What happened to a settled invitation (or a draft), when, and where to go from here. */
function Status(props: {
  role: "invitee" | "inviter";
  outcome: Exclude<Outcome, "open">;
  when: string;
  gameId: string | null;
  inviteeName: string;
  inviterName: string;
  draftTooOld: boolean;
}) {
  const { role, outcome, when, gameId } = props;
  const invitee = role === "invitee";
  const another =
    role === "inviter" ? (
      <>
        {" "}
        <Link href="/new">Start another game</Link>
      </>
    ) : null;
  if (outcome === "accepted") {
    return (
      <>
        <p className="notice ok">
          {invitee ? "You" : props.inviteeName} accepted it on {when}. The game has started.
        </p>
        {gameId ? (
          <p>
            <Link href={`/games/${gameId}`} className="button">
              Go to the game
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  if (outcome === "declined") {
    return (
      <p className="notice info">
        {invitee
          ? `You declined it on ${when}. ${props.inviterName} has been told.`
          : `${props.inviteeName} declined it on ${when}.`}
        {another}
      </p>
    );
  }
  if (outcome === "withdrawn") {
    return (
      <p className="notice info">
        {invitee ? props.inviterName : "You"} withdrew it on {when}: it can no longer be accepted.
        {another}
      </p>
    );
  }
  if (outcome === "expired") {
    return (
      <p className="notice info">
        It expired on {when}, unanswered: it can no longer be accepted.
        {another}
      </p>
    );
  }
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

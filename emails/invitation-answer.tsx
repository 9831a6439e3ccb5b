import { Button, Heading, Link, Text } from "@react-email/components";
import { button, EmailLayout, heading, link, paragraph } from "./layout";

export type InvitationAnswerEmailProps = {
  appUrl: string;
  outcome: "accepted" | "declined" | "expired";
  inviteeName: string;
  inviteeEmail: string;
  gameName: string;
  /** The inviter's colour once the game has started ("White", "Black"). */
  yourColour: string | null;
  /** The game (accepted) or the new-game page (declined, expired). */
  actionUrl: string;
  preferencesUrl: string;
};

export function answerSubject(p: Pick<InvitationAnswerEmailProps, "outcome" | "inviteeName" | "gameName">) {
  switch (p.outcome) {
    case "accepted":
      return `${p.inviteeName} accepted: your game of ${p.gameName} has started`;
    case "declined":
      return `${p.inviteeName} declined your invitation to ${p.gameName}`;
    case "expired":
      return `Your invitation to ${p.inviteeName} for ${p.gameName} has expired`;
  }
}

export default function InvitationAnswerEmail({
  appUrl = "http://localhost:3000",
  outcome = "accepted",
  inviteeName = "Bart",
  inviteeEmail = "bart@example.com",
  gameName = "Kings Court",
  yourColour = "White",
  actionUrl = "http://localhost:3000/play/preview",
  preferencesUrl = "http://localhost:3000/unsubscribe/preview",
}: Partial<InvitationAnswerEmailProps>) {
  const subject = answerSubject({ outcome, inviteeName, gameName });
  return (
    <EmailLayout
      preview={subject}
      appUrl={appUrl}
      footer={
        <>
          About the invitation you sent to {inviteeEmail}.{" "}
          <Link href={preferencesUrl} style={link}>
            Email preferences or unsubscribe
          </Link>
          .
        </>
      }
    >
      <Heading as="h1" style={heading}>
        {subject}
      </Heading>
      {outcome === "accepted" ? (
        <>
          <Text style={paragraph}>
            {inviteeName} ({inviteeEmail}) accepted your invitation. You play {yourColour}.{" "}
            {yourColour === "White"
              ? "The first move is yours."
              : `${inviteeName} moves first; we will write when it is your turn.`}
          </Text>
          <Button href={actionUrl} style={button}>
            Open the game
          </Button>
        </>
      ) : (
        <>
          <Text style={paragraph}>
            {outcome === "declined"
              ? `${inviteeName} (${inviteeEmail}) declined your invitation to play ${gameName}. No game was started.`
              : `${inviteeName} (${inviteeEmail}) did not answer your invitation to play ${gameName} within 14 days, so it has expired. No game was started.`}
          </Text>
          <Button href={actionUrl} style={button}>
            Start another game
          </Button>
        </>
      )}
    </EmailLayout>
  );
}

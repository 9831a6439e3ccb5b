import { Button, Heading, Link, Text } from "@react-email/components";
import { button, EmailLayout, heading, link, paragraph } from "./layout";

// An invitation that ended without a game. An accepted one is told by the game-started email.

export type InvitationAnswerEmailProps = {
  appUrl: string;
  outcome: "declined" | "expired";
  inviteeName: string;
  /** The address the inviter typed; null for a player they invited by name (never shown them). */
  inviteeEmail: string | null;
  gameName: string;
  /** The new-game page. */
  actionUrl: string;
  preferencesUrl: string;
};

export function answerSubject(p: Pick<InvitationAnswerEmailProps, "outcome" | "inviteeName" | "gameName">) {
  switch (p.outcome) {
    case "declined":
      return `${p.inviteeName} declined your invitation to ${p.gameName}`;
    case "expired":
      return `Your invitation to ${p.inviteeName} for ${p.gameName} has expired`;
  }
}

export default function InvitationAnswerEmail({
  appUrl = "http://localhost:3000",
  outcome = "declined",
  inviteeName = "Bart",
  inviteeEmail = "bart@example.com",
  gameName = "Kings Court",
  actionUrl = "http://localhost:3000/new?game=kings-court",
  preferencesUrl = "http://localhost:3000/unsubscribe/preview",
}: Partial<InvitationAnswerEmailProps>) {
  const subject = answerSubject({ outcome, inviteeName, gameName });
  const invitee = inviteeEmail ? `${inviteeName} (${inviteeEmail})` : inviteeName;
  return (
    <EmailLayout
      preview={subject}
      appUrl={appUrl}
      footer={
        <>
          About the invitation you sent to {inviteeEmail ?? inviteeName}.{" "}
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
      <Text style={paragraph}>
        {outcome === "declined"
          ? `${invitee} declined your invitation to play ${gameName}. No game was started.`
          : `${invitee} did not answer your invitation to play ${gameName} within 14 days, so it has expired. No game was started.`}
      </Text>
      <Button href={actionUrl} style={button}>
        Start another game
      </Button>
    </EmailLayout>
  );
}

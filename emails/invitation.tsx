import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { button, EmailLayout, heading, link, paragraph, small } from "./layout";

export type InvitationEmailProps = {
  appUrl: string;
  inviterName: string;
  /** Shown beside the name when the invitation came by address; null when it came to a player by name. */
  inviterEmail: string | null;
  /** A rematch of the last game between the two, colours swapped. */
  rematch?: boolean;
  gameName: string;
  rulesUrl: string;
  /** "3 days per move" */
  timeControl: string;
  /** "White", "Black", or "White or Black, by a coin toss when you accept" */
  yourColour: string;
  message: string | null;
  rated: boolean;
  /** What rated or casual means for this game (ratedPhrase). */
  ratingPhrase: string;
  /** Whether the finished game would be public (archivePhrase). */
  archive: string;
  /** "Saturday 5 December, 12:00 (Europe/Paris)" */
  expiresOn: string;
  invitationUrl: string;
  preferencesUrl: string;
};

export default function InvitationEmail({
  appUrl = "http://localhost:3000",
  inviterName = "Wendy",
  inviterEmail = "wendy@example.com",
  rematch = false,
  gameName = "Kings Court",
  rulesUrl = "http://localhost:3000/rules/kings-court",
  timeControl = "3 days per move",
  yourColour = "Black",
  message = "Fancy a slow game? I have been practising my Jester moves.",
  rated = true,
  ratingPhrase = "Rated: the result changes both players' Kings Court ratings",
  archive = "Public: the finished game appears in the archive, unless you choose to keep it private",
  expiresOn = "Saturday 5 December, 12:00 (UTC)",
  invitationUrl = "http://localhost:3000/invitations/preview?token=preview",
  preferencesUrl = "http://localhost:3000/unsubscribe/preview",
}: Partial<InvitationEmailProps>) {
  const invites = rematch
    ? `${inviterName} offers a rematch of your ${gameName} game`
    : `${inviterName} invites you to a ${rated ? "rated" : "casual"} game of ${gameName}`;
  return (
    <EmailLayout
      preview={invites}
      appUrl={appUrl}
      footer={
        <>
          You received this because{" "}
          {inviterEmail
            ? `${inviterEmail} invited you to Pigeon Post`
            : `${inviterName} invited you to a game`}
          . Nothing else is sent unless you accept.{" "}
          <Link href={preferencesUrl} style={link}>
            Email preferences or unsubscribe
          </Link>
          .
        </>
      }
    >
      <Heading as="h1" style={heading}>
        {invites}
      </Heading>
      <Text style={paragraph}>
        {inviterName}
        {inviterEmail ? ` (${inviterEmail})` : ""} would like to play{" "}
        <Link href={rulesUrl} style={link}>
          {gameName}
        </Link>{" "}
        with you{" "}
        {rematch
          ? "again, with the same settings and the colours swapped"
          : "by correspondence: a move every few days, whenever it suits you"}
        .
      </Text>
      <Section style={{ margin: "0 0 16px" }}>
        <Text style={detail}>
          <strong>Time:</strong> {timeControl}
        </Text>
        <Text style={detail}>
          <strong>You would play:</strong> {yourColour}
        </Text>
        <Text style={detail}>
          <strong>Rating:</strong> {ratingPhrase}
        </Text>
        <Text style={detail}>
          <strong>Archive:</strong> {archive}
        </Text>
        <Text style={detail}>
          <strong>Answer by:</strong> {expiresOn}
        </Text>
      </Section>
      {message ? (
        <Text style={quote}>
          “{message}”<br />— {inviterName}
        </Text>
      ) : null}
      <Button href={invitationUrl} style={button}>
        See the invitation
      </Button>
      <Text style={{ ...small, marginTop: "20px" }}>
        On that page you can accept or decline. Or paste this address into your browser:
        <br />
        <Link href={invitationUrl} style={{ ...link, wordBreak: "break-all" }}>
          {invitationUrl}
        </Link>
      </Text>
      <Text style={{ ...small, marginTop: "12px" }}>
        New to {gameName}?{" "}
        <Link href={rulesUrl} style={link}>
          Read the rules
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}

const detail = { ...paragraph, margin: "0 0 4px" };
const quote = {
  ...paragraph,
  borderLeft: "3px solid #e3ddd0",
  paddingLeft: "12px",
  fontStyle: "italic" as const,
  whiteSpace: "pre-wrap" as const,
};

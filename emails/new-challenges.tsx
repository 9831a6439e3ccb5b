import { Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph, small } from "./layout";
import { previewMail, withPreview } from "./parts/preview";

// To a player who follows a game: a new open challenge for it (instant), or the day's (digest).
// Each links to the challenge's page, whose Accept button is a form: opening a link accepts nothing.

export type ChallengeNotice = {
  gameName: string;
  challenger: string;
  terms: string;
  note: string | null;
  url: string;
};

export type NewChallengesEmailProps = {
  appUrl: string;
  preferencesUrl: string;
  unfollowText: string;
  challenges: ChallengeNotice[];
};

export default function NewChallengesEmail(given: Partial<NewChallengesEmailProps>) {
  const { appUrl, preferencesUrl, unfollowText, challenges } = withPreview<NewChallengesEmailProps>(given, {
    ...previewMail,
    unfollowText: "You follow Juxtaposition Chess.",
    challenges: [
      {
        gameName: "Juxtaposition Chess",
        challenger: "Ana (1500?)",
        terms: "rated, 3 days per move, Ana plays White",
        note: "Looking for a long game.",
        url: "http://localhost:3000/challenges/preview",
      },
    ],
  });
  const one = challenges.length === 1 ? challenges[0] : null;
  const title = one
    ? `${one.challenger} is looking for a ${one.gameName} game`
    : `${challenges.length} new open challenges`;
  return (
    <EmailLayout
      preview={title}
      appUrl={appUrl}
      footer={
        <>
          {unfollowText} <Link href={preferencesUrl}>Stop these emails</Link> (no sign-in needed).
        </>
      }
    >
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      {challenges.map((c) => (
        <Section key={c.url} style={{ margin: "0 0 14px" }}>
          <Text style={{ ...paragraph, margin: "0 0 2px" }}>
            <Link href={c.url} style={{ color: "#1f3a5f", fontWeight: 600 }}>
              {c.gameName}: {c.challenger}
            </Link>
          </Text>
          <Text style={small}>{c.terms}</Text>
          {c.note ? <Text style={{ ...small, fontStyle: "italic" }}>“{c.note}”</Text> : null}
        </Section>
      ))}
      <Text style={paragraph}>Open a challenge to see it and accept it; the game starts at once.</Text>
    </EmailLayout>
  );
}

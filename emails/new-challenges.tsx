import { Heading, Link, Section, Text } from "@react-email/components";
import { EmailLayout, heading, link, paragraph, small } from "./layout";
import { GameButton, LinkLine } from "./parts/game-mail";
import { previewMail, withPreview } from "./parts/preview";

// To a player who follows a game: a new open challenge for it (instant), or the day's (digest).
// Each links to the challenge's page, whose Accept button is a form: opening a link accepts nothing.

export type ChallengeNotice = {
  gameName: string;
  /** The challenger's name alone. */
  challenger: string;
  /** Their rating for this game in words ("rated 1624", "rated 1500, provisional"); null without one. */
  rating: string | null;
  terms: string;
  note: string | null;
  url: string;
};

/** A new tournament open for entry, in the daily digest. */
export type TournamentNotice = {
  name: string;
  /** "Joust Chess, single round robin, 3 days per move, casual; 2 of 8 players" */
  terms: string;
  url: string;
};

export type NewChallengesEmailProps = {
  appUrl: string;
  preferencesUrl: string;
  unfollowText: string;
  /** The lobby, where all open challenges are: the button of an email with several. */
  lobbyUrl: string;
  challenges: ChallengeNotice[];
  /** The day's new open tournaments of the followed games (the digest only). */
  tournaments?: TournamentNotice[];
};

export default function NewChallengesEmail(given: Partial<NewChallengesEmailProps>) {
  const {
    appUrl,
    preferencesUrl,
    unfollowText,
    lobbyUrl,
    challenges,
    tournaments = [],
  } = withPreview<NewChallengesEmailProps>(given, {
    ...previewMail,
    unfollowText: "You follow Juxtaposition Chess.",
    lobbyUrl: "http://localhost:3000/challenges",
    challenges: [
      {
        gameName: "Juxtaposition Chess",
        challenger: "Ana",
        rating: "rated 1500, provisional",
        terms: "rated, 3 days per move, Ana plays White",
        note: "Looking for a long game.",
        url: "http://localhost:3000/challenges/preview",
      },
    ],
  });
  const one = challenges.length === 1 && tournaments.length === 0 ? challenges[0] : null;
  const title = one
    ? `${one.challenger} is looking for a ${one.gameName} game`
    : challenges.length === 0
      ? `${tournaments.length} new ${tournaments.length === 1 ? "tournament" : "tournaments"}`
      : `${challenges.length} new open ${challenges.length === 1 ? "challenge" : "challenges"}`;
  return (
    <EmailLayout
      preview={title}
      appUrl={appUrl}
      footer={
        <>
          {unfollowText}{" "}
          <Link href={preferencesUrl} style={link}>
            Stop these emails
          </Link>{" "}
          (no sign-in needed).
        </>
      }
    >
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      {one ? (
        <>
          <Text style={paragraph}>
            {one.challenger}
            {one.rating ? ` (${one.rating})` : ""} posted an open challenge: {one.terms}.
          </Text>
          {one.note ? <Note text={one.note} /> : null}
          <Text style={paragraph}>See it, and accept it if you like: the game starts at once.</Text>
          <GameButton href={one.url} label="See the challenge" />
          <LinkLine href={one.url} />
        </>
      ) : (
        <>
          {challenges.map((c) => (
            <Section key={c.url} style={{ margin: "0 0 16px" }}>
              <Text style={{ ...paragraph, margin: "0 0 2px" }}>
                <Link href={c.url} style={{ ...link, fontWeight: 600 }}>
                  {c.gameName}: {c.challenger}
                </Link>
                {c.rating ? `, ${c.rating}` : ""}
              </Text>
              <Text style={small}>{c.terms}</Text>
              {c.note ? <Note text={c.note} /> : null}
            </Section>
          ))}
          {challenges.length > 0 ? (
            <>
              <Text style={paragraph}>
                Open a challenge to see it and accept it; the game starts at once.
              </Text>
              <GameButton href={lobbyUrl} label="See all open challenges" />
            </>
          ) : null}
          {tournaments.length > 0 ? (
            <>
              <Heading as="h2" style={{ ...heading, fontSize: "18px", margin: "16px 0 8px" }}>
                New tournaments open for entry
              </Heading>
              {tournaments.map((t) => (
                <Section key={t.url} style={{ margin: "0 0 12px" }}>
                  <Text style={{ ...paragraph, margin: "0 0 2px" }}>
                    <Link href={t.url} style={{ ...link, fontWeight: 600 }}>
                      {t.name}
                    </Link>
                  </Text>
                  <Text style={small}>{t.terms}</Text>
                </Section>
              ))}
            </>
          ) : null}
        </>
      )}
    </EmailLayout>
  );
}

function Note({ text }: { text: string }) {
  return (
    <Text
      style={{
        ...small,
        fontSize: "14px",
        borderLeft: "3px solid #e3ddd0",
        paddingLeft: "10px",
        margin: "4px 0 12px",
      }}
    >
      “{text}”
    </Text>
  );
}

import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout, heading, link, paragraph } from "./layout";
import { GameButton, LinkLine } from "./parts/game-mail";
import { previewMail, withPreview } from "./parts/preview";

// To the poster of an open challenge nobody has accepted in a day: a game against the computer at
// their level, while they wait. The button opens the challenge's page, whose own button (a form)
// starts the game: opening the link starts nothing.

export type ComputerOfferEmailProps = {
  appUrl: string;
  preferencesUrl: string;
  gameName: string;
  /** "Level 4 — an improving club player". */
  levelLabel: string;
  /** Their rating for the game, in words ("1500, as a newcomer"). */
  ratingWords: string;
  challengeUrl: string;
};

export default function ComputerOfferEmail(given: Partial<ComputerOfferEmailProps>) {
  const { appUrl, preferencesUrl, gameName, levelLabel, ratingWords, challengeUrl } =
    withPreview<ComputerOfferEmailProps>(given, {
      ...previewMail,
      gameName: "Diagonal Chess",
      levelLabel: "Level 4 — an improving club player",
      ratingWords: "1500, as a newcomer",
      challengeUrl: "http://localhost:3000/challenges/preview",
    });
  return (
    <EmailLayout
      preview={`No one has taken up your ${gameName} challenge yet: play the computer meanwhile?`}
      appUrl={appUrl}
      footer={
        <>
          You posted an open challenge on Pigeon Post.{" "}
          <Link href={preferencesUrl} style={link}>
            Email preferences
          </Link>
          .
        </>
      }
    >
      <Heading as="h1" style={heading}>
        Play the computer while you wait?
      </Heading>
      <Text style={paragraph}>
        No one has accepted your open {gameName} challenge in a day. It stays open; meanwhile you could play
        Pigeon, our computer opponent, at the level that suits your rating ({ratingWords}): {levelLabel}.
      </Text>
      <Text style={paragraph}>
        The game starts as soon as you press its button on the challenge's page, with your challenge's time
        control. It is casual: it changes no rating.
      </Text>
      <GameButton href={challengeUrl} label="See the offer" />
      <LinkLine href={challengeUrl} />
    </EmailLayout>
  );
}

import { Heading, Section, Text } from "@react-email/components";
import { EmailLayout, heading, paragraph, small } from "./layout";
import { BoardPicture, GameButton, GameMailFooter, LinkLine } from "./parts/game-mail";
import { previewGame, withPreview } from "./parts/preview";

// The answer to a reply by email: what was played (or why not), the position now, and the way on.
// The service writes the words (lib/inbound/answer.ts); this lays them out.

export type ReplyAnswerEmailProps = {
  appUrl: string;
  email: string;
  preferencesUrl: string;
  title: string;
  paragraphs: string[];
  /** Lists under the paragraphs (the moves a piece can make, the reply words), each with its heading. */
  lists: { heading: string; items: string[] }[];
  /** The line from the reply this answers, quoted back. */
  youWrote: string | null;
  boardSrc: string;
  boardWidth: number;
  boardHeight: number;
  boardAlt: string;
  button: { href: string; label: string };
  /** Said when this answer's own Reply-To takes a move. */
  replyHint: string | null;
};

export default function ReplyAnswerEmail(given: Partial<ReplyAnswerEmailProps>) {
  const {
    appUrl,
    email,
    preferencesUrl,
    title,
    paragraphs,
    lists,
    youWrote,
    boardSrc,
    boardWidth,
    boardHeight,
    boardAlt,
    button,
    replyHint,
  } = withPreview<ReplyAnswerEmailProps>(given, {
    ...previewGame,
    title: "Not played: Nb1-b3",
    paragraphs: ["Nb1-b3: a knight moves two squares in one direction and one to the side (an L shape)."],
    lists: [{ heading: "The piece on b1 can play:", items: ["Na3: Knight to a3", "Nc3: Knight to c3"] }],
    youWrote: "Nb1-b3",
    boardAlt: "The board as it stands",
    button: { href: previewGame.gameUrl, label: "Open the game" },
    replyHint: "Reply to this email with your move, or open the game.",
  });
  return (
    <EmailLayout
      preview={paragraphs[0] ?? title}
      appUrl={appUrl}
      footer={<GameMailFooter preferencesUrl={preferencesUrl} email={email} />}
    >
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      {youWrote ? (
        <Text style={{ ...small, marginBottom: "12px" }}>
          You wrote:{" "}
          <span style={{ fontFamily: "Menlo, Consolas, monospace", color: "#26231d" }}>{youWrote}</span>
        </Text>
      ) : null}
      {paragraphs.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {lists
        .filter((list) => list.items.length > 0)
        .map((list) => (
          <Section key={list.heading} style={{ margin: "0 0 16px" }}>
            <Text style={{ ...paragraph, margin: "0 0 4px", fontWeight: 600 }}>{list.heading}</Text>
            {list.items.map((item) => (
              <Text key={item} style={{ ...paragraph, margin: "0 0 2px", paddingLeft: "12px" }}>
                • {item}
              </Text>
            ))}
          </Section>
        ))}
      {boardSrc ? (
        <BoardPicture src={boardSrc} alt={boardAlt} width={boardWidth} height={boardHeight} />
      ) : null}
      {replyHint ? <Text style={paragraph}>{replyHint}</Text> : null}
      <GameButton href={button.href} label={button.label} />
      <LinkLine href={button.href} />
    </EmailLayout>
  );
}

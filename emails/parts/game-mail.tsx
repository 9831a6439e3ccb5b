import { Button, Img, Link, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import { button, link, paragraph, small } from "../layout";

// The pieces every game email shares: the board picture, the one button to the game, the
// recent moves (which also make the plain-text part useful) and the footer that changes email
// preferences without signing in. Type styles (heading, paragraph, small) come from ../layout.

/**
 * "Ana (1624)", "Ana (1500?)": a player named with their rating for the game. A player with no
 * rated game of it yet (`null`) is named alone: a tag after a name in prose reads as part of the
 * name ("bo (new)"), and an email is read away from the page that would explain it.
 */
export function nameWithRating(name: string, rating: string | null): string {
  return rating === null ? name : `${name} (${rating})`;
}

/**
 * The board at its pixel size (`width` and `height` attributes, for clients that lay out by them),
 * shrinking to a narrow screen with its proportions kept (`max-width` and `height: auto`, for all
 * the others).
 */
export function BoardPicture({
  src,
  alt,
  width,
  height,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  if (!src) return null; // a game the engine cannot read goes without a picture
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Img
        src={src}
        alt={alt}
        width={width}
        height={height}
        style={{ maxWidth: "100%", height: "auto", margin: "0 auto", borderRadius: "4px" }}
      />
    </Section>
  );
}

/** Said in every email whose Reply-To takes a move (lib/inbound/). */
export function ReplyHint({ opponentName }: { opponentName: string }) {
  return (
    <Text style={paragraph}>
      <strong>Reply with your move, or open the game.</strong> Write the move on the first line of your reply,
      as you would on the game page; anything below it goes to {opponentName} as your message. Reply “help”
      for the other words a reply can use (resign, draw, decline).
    </Text>
  );
}

/** A message as written, its line breaks kept (as breaks, so the plain-text part keeps them too). */
export function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order, never reordered
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** What the other player wrote, quoted as the your-move email quotes a move's message. */
export function WrittenMessage({ author, text }: { author: string; text: string }) {
  return (
    <Text style={{ ...paragraph, borderLeft: "3px solid #e3ddd0", paddingLeft: "12px", fontStyle: "italic" }}>
      {author} writes: “{text}”
    </Text>
  );
}

export function GameButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "4px 0 18px" }}>
      <Button href={href} style={button}>
        {label}
      </Button>
    </Section>
  );
}

export function RecentMoves({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Section style={{ margin: "0 0 12px" }}>
      <Text style={{ ...small, fontWeight: 600, marginBottom: "4px" }}>Recent moves</Text>
      {lines.map((line) => (
        <Text key={line} style={{ ...small, fontFamily: "Menlo, Consolas, monospace", color: "#26231d" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

export function LinkLine({ href }: { href: string }) {
  return (
    <Text style={{ ...small, marginTop: "8px" }}>
      Or open this address:{" "}
      <Link href={href} style={{ ...link, wordBreak: "break-all" }}>
        {href}
      </Link>
    </Text>
  );
}

/** The footer of every game email: why it came and where to change that. */
export function GameMailFooter({ preferencesUrl, email }: { preferencesUrl: string; email: string }) {
  return (
    <>
      Sent to {email} because you play on Pigeon Post.{" "}
      <Link href={preferencesUrl} style={link}>
        Change which emails you get
      </Link>{" "}
      (no sign-in needed).
    </>
  );
}

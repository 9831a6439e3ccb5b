// The rules' side of reading a reply's move: which reading of the line is a legal move, what to
// suggest when none is, and the moves to list when a player asks for help. Moves are shown as the
// game page shows them (SAN in chess, the game's own notation elsewhere).
import { headingWords, moveCaption } from "../board/move-caption";
import {
  type Game,
  getGame,
  joustTurnFacts,
  type MoveChoice,
  type PlayedMove,
  type Position,
  type Result,
} from "../engine";
import { moveShown } from "../games/catalog/catalog";
import { positionOf } from "../games/stored/seats";
import type { Game as GameRow } from "../generated/prisma/client";
import { withoutSpecReferences } from "../rules-text";
import { type MoveReading, moveReadings } from "./command";

/** Moves to reply with instead, under a heading that says why these. */
export type Hints = { heading: string; items: string[] };

type Choice = MoveChoice & { readonly from: string; readonly to: string };

/** The first square a move's text names ("Nb1-c3" → b1, "exd5" → d5), if any. */
function squareIn(text: string): string | undefined {
  return /([a-z])(1[0-6]|[1-9])/.exec(text)?.[0];
}

/**
 * ", facing east": where a Joust turn leaves its piece facing, which its squares do not show (four
 * moves could otherwise read "Pawn to e4"); nothing in the other games.
 */
function facingOf(engine: Game, position: Position): (text: string) => string {
  const turns = joustTurnFacts(engine, position);
  return (text) => {
    const heading = turns.get(text)?.heading;
    return heading ? `, ${headingWords(heading)}` : "";
  };
}

/** "Nc3: Knight to c3": a move as the page shows it, with what it does. */
function choiceLine(
  game: GameRow,
  engine: Game,
  position: Position,
  choice: Choice,
  facing: (text: string) => string,
): string {
  const played = engine.move(position, choice.text);
  if (!played.ok) return choice.text;
  const shown = moveShown(game.gameType, { notation: choice.text, san: played.value.san });
  return `${shown}: ${moveCaption(engine, position, choice, played.value.position)}${facing(choice.text)}`;
}

/**
 * What to reply with instead of a refused move: the moves the text could have meant (an ambiguous
 * move: every Mercenary placement, every heading), else the moves of the piece on the first square
 * it names, else the moves onto that square; null when it names no square a move starts or ends on.
 */
export function hintsFor(game: GameRow, text: string, limit = 16): Hints | null {
  const engine = getGame(game.gameType);
  if (!engine.ok) return null;
  const position = positionOf(game);
  const choices = engine.value.moveChoices(position);
  const typed = text.trim().toLowerCase();
  const named = squareIn(text);
  const meant =
    typed.length >= 2 ? choices.filter((choice) => choice.text.toLowerCase().startsWith(typed)) : [];
  const from = choices.filter((choice) => choice.from === named);
  const onto = choices.filter((choice) => choice.to === named);
  const [heading, list] =
    meant.length > 1
      ? ["Which one? Reply with one of these:", meant]
      : from.length > 0
        ? [`The moves of the piece on ${named}:`, from]
        : onto.length > 0
          ? [`The moves onto ${named}:`, onto]
          : [null, []];
  if (!heading) return null;
  const facing = facingOf(engine.value, position);
  const items = list
    .slice(0, limit)
    .map((choice) => choiceLine(game, engine.value, position, choice, facing));
  if (list.length > limit) items.push(`… and ${list.length - limit} more: open the game to see them all.`);
  return { heading, items };
}

/** What the rules make of a move line: the one move it means, or why none, with what to reply. */
export type ResolvedMove =
  | { ok: true; move: string; remark: string; played: PlayedMove }
  | { ok: false; reason: string; hints: Hints | null };

/**
 * The move a reply's first line means. The longest reading that is a legal move wins, and its
 * remark joins the message ("e4 - good luck" plays e4). A capital first letter a phone added is
 * forgiven when the rules leave one reading ("E4", "Exd5" in chess, which has no E piece); when
 * two readings are legal ("Bxc3" with a bishop and the b-pawn both able to take), or when the
 * capital names a piece of the game that cannot make the move written ("Bxc3" with only the pawn
 * able to), the player is asked: a move is never played on a guess.
 */
export function resolveMove(game: GameRow, text: string): ResolvedMove {
  const engine = getGame(game.gameType);
  if (!engine.ok) return { ok: false, reason: engine.error.reason, hints: null };
  const position = positionOf(game);
  const pieces = new Set(engine.value.pieces.map((piece) => piece.letter));
  const groups = moveReadings(text);
  let reason: string | null = null;
  for (const group of groups) {
    const tried = group.map((reading) => ({ reading, played: engine.value.move(position, reading.move) }));
    const legal = distinctMoves(tried);
    if (legal.length > 1) return ask(game, engine.value, position, group[0].move, legal);
    if (legal.length === 1) {
      const [only] = legal;
      // The piece the capital names was meant, and cannot move so: a well-formed move refused.
      const refusedPiece = tried.find(
        ({ reading, played }) =>
          reading.capital && !played.ok && played.error.code !== "syntax" && pieces.has(reading.move[0]),
      );
      if (!only.reading.capital && refusedPiece)
        return didYouMean(game, engine.value, position, refusedPiece, only);
      return { ok: true, move: only.played.text, remark: only.reading.remark, played: only.played };
    }
    // The most telling reason: one from the rules ("a knight moves …") over "not a move".
    for (const { played } of tried)
      if (!played.ok && played.error.code !== "syntax" && reason === null) reason = played.error.reason;
  }
  const single = groups.at(-1) ?? [];
  const fallback = single.map(({ move }) => engine.value.move(position, move)).find((r) => !r.ok);
  const why = reason ?? (fallback && !fallback.ok ? fallback.error.reason : "That is not a move.");
  const hintText = single.at(-1)?.move ?? text;
  return { ok: false, reason: withoutSpecReferences(why), hints: hintsFor(game, hintText) };
}

type Tried = { reading: MoveReading; played: Result<PlayedMove> };
type Legal = { reading: MoveReading; played: PlayedMove };

/** The legal readings, one per move (two spellings of one move are one reading). */
function distinctMoves(tried: readonly Tried[]): Legal[] {
  const seen = new Map<string, Legal>();
  for (const { reading, played } of tried)
    if (played.ok && !seen.has(played.value.text))
      seen.set(played.value.text, { reading, played: played.value });
  return [...seen.values()];
}

/**
 * "Pb2xc3 (bxc3): Pawn takes on c3": when a capital letter is in question, the move in full
 * notation first, which reads the same whatever a phone does to its first letter.
 */
function lineOf(game: GameRow, engine: Game, position: Position, played: PlayedMove): string {
  const choice = engine.moveChoices(position).find((c) => c.text === played.text);
  const shown = moveShown(game.gameType, { notation: played.text, san: played.san });
  const letter = engine.boardView(position).find((piece) => piece.square === played.from)?.letter;
  const name = engine.pieces.find((piece) => piece.letter === letter?.toUpperCase())?.name ?? "piece";
  const caption = choice ? moveCaption(engine, position, choice, played.position) : "";
  const what = `${name.charAt(0).toUpperCase()}${name.slice(1)} on ${played.from}${caption ? `, ${caption.charAt(0).toLowerCase()}${caption.slice(1)}` : ""}${facingOf(engine, position)(played.text)}`;
  return `${played.text}${shown === played.text ? "" : ` (${shown})`}: ${what}`;
}

function ask(game: GameRow, engine: Game, position: Position, written: string, legal: Legal[]): ResolvedMove {
  return {
    ok: false,
    reason: `“${written}” reads as more than one move, so nothing was played.`,
    hints: {
      heading: "Which one? Reply with one of these:",
      items: legal.map(({ played }) => lineOf(game, engine, position, played)),
    },
  };
}

function didYouMean(
  game: GameRow,
  engine: Game,
  position: Position,
  written: Tried,
  only: Legal,
): ResolvedMove {
  const why = written.played.ok ? "" : withoutSpecReferences(written.played.error.reason);
  return {
    ok: false,
    reason:
      `${why} Nothing was played: did you mean ${moveShown(game.gameType, { notation: only.played.text, san: only.played.san })}?`.trim(),
    hints: { heading: "Reply with it if you did:", items: [lineOf(game, engine, position, only.played)] },
  };
}

/** At most this many moves are listed in the help answer; the game page has them all. */
export const helpMoveLimit = 80;

/**
 * The moves the side to move can play, grouped by the piece that moves (in the game's order of
 * pieces), as the game page writes them: "Knight: Na3, Nc3, Nf3, Nh3". Bounded: a game with
 * hundreds of moves (Joust's turns, Wild Jokers' placements) lists the first `limit` and counts
 * the rest.
 */
export function movesToPlay(game: GameRow, limit = helpMoveLimit): Hints | null {
  const engine = getGame(game.gameType);
  if (!engine.ok) return null;
  const position = positionOf(game);
  const choices = engine.value.moveChoices(position);
  if (choices.length === 0) return null;
  const board = new Map(engine.value.boardView(position).map((piece) => [piece.square, piece.letter]));
  const order = engine.value.pieces.map((piece) => piece.letter);
  const nameOf = (letter: string) =>
    engine.value.pieces.find((piece) => piece.letter === letter)?.name ?? "piece";
  const groups = new Map<string, Choice[]>();
  for (const choice of choices) {
    const letter = (board.get(choice.from) ?? "?").toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), choice]);
  }
  const letters = [...groups.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  let room = limit;
  const items: string[] = [];
  for (const letter of letters) {
    const group = groups.get(letter) ?? [];
    const listed = group.slice(0, Math.max(0, room)).map((choice) => {
      const played = engine.value.move(position, choice.text);
      return played.ok
        ? moveShown(game.gameType, { notation: choice.text, san: played.value.san })
        : choice.text;
    });
    room -= listed.length;
    const name = nameOf(letter);
    const more = group.length - listed.length;
    const label = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    items.push(
      listed.length === 0
        ? `${label}: ${group.length} ${group.length === 1 ? "move" : "moves"}`
        : `${label}: ${listed.join(", ")}${more > 0 ? ` … and ${more} more` : ""}`,
    );
  }
  const total = choices.length;
  const heading =
    total > limit
      ? `The moves you can play (${total}; the game page shows them all):`
      : `The moves you can play (${total}):`;
  return { heading, items };
}

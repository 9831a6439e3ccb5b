// Players and games for the app tests. Every person gets an address of their own, so tests never
// meet each other's users in the shared test database.
import { openSession } from "@/lib/auth/open-session";
import { startComputerGame } from "@/lib/bot/start";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { startGame } from "@/lib/games/turn/start";
import type { Game } from "@/lib/generated/prisma/client";
import { CHESS_START } from "./positions";

export type Person = Awaited<ReturnType<typeof person>>;

/**
 * A new user called `name` (address `name-<random>@example.com`) with these settings; `name: null`
 * in them makes someone who never chose a display name.
 */
export function person(
  name: string,
  data: {
    name?: string | null;
    timeZone?: string;
    emailMode?: "EACH_MOVE" | "DIGEST" | "NONE";
    mailOff?: boolean;
  } = {},
) {
  const tag = Math.random().toString(36).slice(2, 10);
  return db().user.create({ data: { email: `${name.toLowerCase()}-${tag}@example.com`, name, ...data } });
}

/** A new person with a session: their user row and the Cookie header that signs them in. */
export async function signedInPerson(name: string) {
  const user = await person(name);
  const session = await openSession(user.id, new Date());
  return { ...user, cookie: `${session.name}=${session.value}` };
}

/** Starts a game between the two at `startedAt`: chess, 3 days per move, public and casual unless told. */
export function startGameBetween(
  white: { id: string },
  black: { id: string },
  options: {
    gameType?: string;
    daysPerMove?: number;
    incrementDays?: number;
    takebacks?: boolean;
    public?: boolean;
    rated?: boolean;
  },
  startedAt: Date,
) {
  return db().$transaction((tx) =>
    startGame(
      tx,
      {
        gameType: options.gameType ?? "chess",
        whiteId: white.id,
        blackId: black.id,
        daysPerMove: options.daysPerMove ?? 3,
        incrementDays: options.incrementDays,
        takebacks: options.takebacks,
        public: options.public ?? true,
        rated: options.rated ?? false,
      },
      startedAt,
    ),
  );
}

/**
 * Plays `moves` through submitMove from the first move, White first, ply n (1, 2, …) at `at(n)`;
 * a move may come with its message as `[move, message]`. A refused move throws the service's
 * reason. Returns the game as each move left it.
 */
export async function playMoves(
  game: { id: string; whiteId: string; blackId: string },
  moves: readonly (string | readonly [string, string])[],
  at: (ply: number) => Date,
): Promise<Game[]> {
  const after: Game[] = [];
  for (const [index, entry] of moves.entries()) {
    const [move, message] = typeof entry === "string" ? [entry, undefined] : entry;
    const ply = index + 1;
    const userId = ply % 2 === 1 ? game.whiteId : game.blackId;
    const result = await submitMove({ gameId: game.id, userId, ply, move, message }, at(ply));
    if (!result.ok) throw new Error(`ply ${ply} ${move}: ${result.reason}`);
    after.push(result.game);
  }
  return after;
}

/** A chess game after 1. d4 d5 between two new players: White to move, the e2 pawn at home. */
export async function gameAfterD4D5(whiteName: string, blackName: string) {
  const white = await person(whiteName);
  const black = await person(blackName);
  const game = await startGameBetween(white, black, {}, new Date());
  await playMoves(game, ["Pd2-d4", "Pd7-d5"], () => new Date());
  return { white, black, game };
}

/**
 * A finished game written straight into its table, for the archive's list and record queries,
 * which read only the row: no moves, and the chess start position whatever the game.
 */
export function finishedRow(
  white: { id: string },
  black: { id: string },
  row: {
    finishedAt: Date;
    gameType?: string;
    winner?: "w" | "b" | "draw";
    reason?: string;
    public?: boolean;
    rated?: boolean;
  },
) {
  const gameType = row.gameType ?? "chess";
  const winner = row.winner ?? "w";
  return db().game.create({
    data: {
      gameType,
      rulesVersion: `${gameType}-1`,
      startPosition: CHESS_START,
      position: CHESS_START,
      history: [],
      whiteId: white.id,
      blackId: black.id,
      daysPerMove: 3,
      status: "FINISHED",
      winner,
      resultReason: row.reason ?? (winner === "draw" ? "agreement" : "checkmate"),
      public: row.public ?? true,
      rated: row.rated ?? false,
      plies: 20,
      finishedAt: row.finishedAt,
    },
  });
}

/**
 * A game of `who` against the computer, started now through the service, as the form starts it:
 * chess, level 1, `who` playing White, 3 days a move, unless chosen otherwise.
 */
export async function computerGame(
  who: { id: string },
  choice: { gameType?: string; level?: number; colour?: "white" | "black"; daysPerMove?: number } = {},
): Promise<{ gameId: string }> {
  const started = await startComputerGame(
    who.id,
    {
      gameType: choice.gameType ?? "chess",
      level: String(choice.level ?? 1),
      colour: choice.colour ?? "white",
      daysPerMove: String(choice.daysPerMove ?? 3),
    },
    new Date(),
  );
  if (!started.ok) throw new Error(started.reason);
  return { gameId: started.gameId };
}

// Players and games for the app tests. Every person gets an address of their own, so tests never
// meet each other's users in the shared test database.
import { db } from "@/lib/db/prisma";
import { startGame } from "@/lib/games/start";

export type Person = Awaited<ReturnType<typeof person>>;

/** A new user called `name` (address `name-<random>@example.com`) with these settings. */
export function person(
  name: string,
  data: { timeZone?: string; emailMode?: "EACH_MOVE" | "DIGEST" | "NONE"; mailOff?: boolean } = {},
) {
  const tag = Math.random().toString(36).slice(2, 10);
  return db().user.create({ data: { email: `${name.toLowerCase()}-${tag}@example.com`, name, ...data } });
}

/** Starts a game between the two at `startedAt`: chess, 3 days per move and public unless told. */
export function startGameBetween(
  white: { id: string },
  black: { id: string },
  options: { gameType?: string; daysPerMove?: number; public?: boolean },
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
        public: options.public ?? true,
      },
      startedAt,
    ),
  );
}

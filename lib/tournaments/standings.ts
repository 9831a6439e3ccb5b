// A round robin group's table: points, then tie-breaks from FIDE's Tie-Break Regulations that suit a
// round robin (Sonneborn-Berger, number of wins, direct encounter), players still equal sharing the place.
// Points are halves and Sonneborn-Berger quarters, exact in binary, so ties are compared with ===.

export type Result = "w" | "b" | "draw";

/** One game of a group, as the standings read it: result null while it is being played. */
export type TableGame = {
  gameId: string;
  round: number;
  whiteId: string;
  blackId: string;
  result: Result | null;
};

export type Standing = {
  playerId: string;
  /** Win 1, draw 0.5. */
  points: number;
  /** Finished games counted. */
  played: number;
  wins: number;
  /** Sum of the points of the opponents beaten + half the points of those drawn (FIDE), counting only games in the table. */
  sonnebornBerger: number;
  /** Points scored against the players tied with them on points, SB and wins (0 when not tied). */
  direct: number;
  /** 1-based; players still equal after all tie-breaks share a place (1, 2, 2, 4). */
  place: number;
};

/** The tie-break order, with one plain sentence each, for the page to explain. */
export const tieBreaks: readonly { name: string; explained: string }[] = [
  {
    name: "Sonneborn-Berger",
    explained:
      "The points of every opponent you beat, plus half the points of every opponent you drew with: " +
      "good results against the strong count for more.",
  },
  { name: "Wins", explained: "More games won ranks higher than the same points made up of draws." },
  {
    name: "Direct encounter",
    explained:
      "The points scored in the games among the players still tied; " +
      "players equal after this too share the place.",
  },
];

/** What each side scored in a finished game. */
function scores(result: Result): { white: number; black: number } {
  if (result === "w") return { white: 1, black: 0 };
  if (result === "b") return { white: 0, black: 1 };
  return { white: 0.5, black: 0.5 };
}

/** One finished game from one player's side. */
type Encounter = { opponent: string; scored: number };

/**
 * The group's table: games of struck players (withdrawn with fewer than half their games
 * finished) are left out entirely, and the struck players themselves are not in the table. Sorted
 * by points, then SB, then wins, then direct encounter; equal after all: the order of `players`
 * (the Berger order) keeps them stable but they share the place.
 */
export function standings(
  players: readonly string[],
  games: readonly TableGame[],
  struck: ReadonlySet<string>,
): Standing[] {
  const inTable = players.filter((p) => !struck.has(p));
  const encounters = new Map<string, Encounter[]>(inTable.map((p) => [p, []]));
  for (const game of games) {
    // A game naming someone outside the group is a caller's mistake, not a result to drop quietly.
    for (const id of [game.whiteId, game.blackId])
      if (!players.includes(id)) throw new RangeError(`game ${game.gameId}: ${id} is not in this group`);
    const white = encounters.get(game.whiteId);
    const black = encounters.get(game.blackId);
    // A struck player's games count for no one (withdrawal.ts): gone for their opponents too.
    if (!white || !black || game.result === null) continue;
    const { white: whiteScored, black: blackScored } = scores(game.result);
    white.push({ opponent: game.blackId, scored: whiteScored });
    black.push({ opponent: game.whiteId, scored: blackScored });
  }

  const points = new Map(
    [...encounters].map(([p, list]) => [p, list.reduce((sum, e) => sum + e.scored, 0)] as const),
  );

  const rows = inTable.map((playerId) => {
    const list = encounters.get(playerId)!;
    let sonnebornBerger = 0;
    // Each game counts on its own, so in a double round robin an opponent beaten twice counts twice.
    for (const e of list) sonnebornBerger += e.scored * points.get(e.opponent)!;
    return {
      playerId,
      points: points.get(playerId)!,
      played: list.length,
      wins: list.filter((e) => e.scored === 1).length,
      sonnebornBerger,
      direct: 0,
      place: 0,
    };
  });

  // Direct encounter: a mini-table among the players equal on everything before it.
  const before = (r: Standing) => `${r.points}/${r.sonnebornBerger}/${r.wins}`;
  const tiedGroups = new Map<string, Set<string>>();
  for (const r of rows) {
    const group = tiedGroups.get(before(r)) ?? new Set<string>();
    group.add(r.playerId);
    tiedGroups.set(before(r), group);
  }
  for (const r of rows) {
    const tied = tiedGroups.get(before(r))!;
    if (tied.size < 2) continue;
    r.direct = encounters
      .get(r.playerId)!
      .filter((e) => tied.has(e.opponent))
      .reduce((sum, e) => sum + e.scored, 0);
  }

  const order = (a: Standing, b: Standing) =>
    b.points - a.points || b.sonnebornBerger - a.sonnebornBerger || b.wins - a.wins || b.direct - a.direct;
  // Array.prototype.sort is stable, so players equal on everything keep the Berger order.
  rows.sort(order);
  rows.forEach((r, i) => {
    r.place = i > 0 && order(rows[i - 1], r) === 0 ? rows[i - 1].place : i + 1;
  });
  return rows;
}

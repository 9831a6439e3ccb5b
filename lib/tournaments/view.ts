// What the tournament pages read: the list (/tournaments) and one tournament's page, with its
// entrants, each stage's group tables and what the viewer may do. No writes.
import { displayName } from "../accounts/display-name";
import { timeControlPhrase } from "../clock/clock";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import type { Prisma, TournamentStatus } from "../generated/prisma/client";
import type { ListQuery } from "./input";
import { entryRatings, outsideRange } from "./rating";
import { groupLetter } from "./seeding";
import type { Standing } from "./standings";
import { tieBreaks } from "./standings";
import { type GroupTable, groupTables } from "./table";

export type TournamentSummary = {
  id: string;
  number: number;
  name: string;
  gameType: string;
  gameName: string;
  /** "Double round robin" */
  formName: string;
  double: boolean;
  timeControl: string;
  rated: boolean;
  entrants: number;
  maxPlayers: number;
  minRating: number | null;
  maxRating: number | null;
  /** Starts at this time (or sooner once full); null: as soon as it is full. */
  startsAt: Date | null;
  status: TournamentStatus;
  stage: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  creatorName: string;
  inviteOnly: boolean;
};

const summarySelect = {
  id: true,
  number: true,
  name: true,
  gameType: true,
  form: true,
  daysPerMove: true,
  incrementDays: true,
  rated: true,
  maxPlayers: true,
  minRating: true,
  maxRating: true,
  startsAt: true,
  status: true,
  stage: true,
  startedAt: true,
  finishedAt: true,
  inviteKey: true,
  creator: { select: { name: true, email: true } },
  _count: { select: { entries: true } },
} satisfies Prisma.TournamentSelect;

type SummaryRow = Prisma.TournamentGetPayload<{ select: typeof summarySelect }>;

export const formName = (double: boolean) => (double ? "Double round robin" : "Single round robin");

function summaryOf(row: SummaryRow): TournamentSummary {
  const double = row.form === "DOUBLE";
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    gameType: row.gameType,
    gameName: gameName(row.gameType),
    formName: formName(double),
    double,
    timeControl: timeControlPhrase({ daysPerMove: row.daysPerMove, incrementDays: row.incrementDays }),
    rated: row.rated,
    entrants: row._count.entries,
    maxPlayers: row.maxPlayers,
    minRating: row.minRating,
    maxRating: row.maxRating,
    startsAt: row.startsAt,
    status: row.status,
    stage: row.stage,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    creatorName: displayName(row.creator),
    inviteOnly: row.inviteKey !== null,
  };
}

const stateOf = { open: "OPEN", running: "RUNNING", finished: "FINISHED" } as const;
/** The list shows at most this many of a state. */
export const listSize = 50;

/** /tournaments: open-to-all tournaments of one state, newest first, filtered. */
export async function listTournaments(query: ListQuery, take = listSize): Promise<TournamentSummary[]> {
  const rows = await db().tournament.findMany({
    where: {
      status: stateOf[query.state],
      inviteKey: null,
      ...(query.game ? { gameType: query.game } : {}),
      ...(query.days ? { daysPerMove: query.days } : {}),
      ...(query.rating !== undefined
        ? {
            AND: [
              { OR: [{ minRating: null }, { minRating: { lte: query.rating } }] },
              { OR: [{ maxRating: null }, { maxRating: { gte: query.rating } }] },
            ],
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: summarySelect,
  });
  return rows.map(summaryOf);
}

export type Entrant = {
  userId: string;
  name: string;
  rating: number;
  withdrawnAt: Date | null;
  /** "withdrew" or "time" */
  withdrawnFor: string | null;
  place: number | null;
};

export type GroupView = GroupTable & { letter: string; names: Map<string, string> };
export type StageView = { stage: number; groups: GroupView[] };

export type Viewer = {
  signedIn: boolean;
  entered: boolean;
  isCreator: boolean;
  withdrawn: boolean;
  /** Why the viewer may not join now (null: they may). */
  joinRefusal: string | null;
  /** The invitation link, for the creator of an invitation-only tournament. */
  inviteKey: string | null;
};

export type TournamentView = TournamentSummary & {
  description: string | null;
  groupSize: number;
  qualifiers: number;
  entrantList: Entrant[];
  stages: StageView[];
  tieBreaks: typeof tieBreaks;
  viewer: Viewer;
};

/**
 * One tournament as `viewerId` sees it; null when there is none, or when it is invitation-only and
 * the viewer neither holds its key nor is in it.
 */
export async function tournamentView(
  tournamentId: string,
  viewerId: string | null,
  key: string | null,
): Promise<TournamentView | null> {
  const row = await db().tournament.findUnique({
    where: { id: tournamentId },
    select: {
      ...summarySelect,
      description: true,
      groupSize: true,
      qualifiers: true,
      creatorId: true,
      entries: {
        orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
        include: { user: { select: { name: true, email: true } } },
      },
    },
  });
  if (!row) return null;
  const entered = viewerId !== null && row.entries.some((entry) => entry.userId === viewerId);
  const isCreator = viewerId === row.creatorId;
  if (row.inviteKey !== null && key !== row.inviteKey && !entered && !isCreator) return null;
  const names = new Map(row.entries.map((entry) => [entry.userId, displayName(entry.user)]));
  const tables = await groupTables(tournamentId);
  const stages: StageView[] = [];
  for (const table of tables) {
    let stage = stages.find((each) => each.stage === table.stage);
    if (!stage) {
      stage = { stage: table.stage, groups: [] };
      stages.push(stage);
    }
    stage.groups.push({ ...table, letter: groupLetter(table.group), names });
  }
  const mine = row.entries.find((entry) => entry.userId === viewerId);
  return {
    ...summaryOf(row),
    description: row.description,
    groupSize: row.groupSize,
    qualifiers: row.qualifiers,
    entrantList: row.entries.map((entry) => ({
      userId: entry.userId,
      name: displayName(entry.user),
      rating: entry.rating,
      withdrawnAt: entry.withdrawnAt,
      withdrawnFor: entry.withdrawnFor,
      place: entry.place,
    })),
    stages,
    tieBreaks,
    viewer: {
      signedIn: viewerId !== null,
      entered,
      isCreator,
      withdrawn: mine?.withdrawnAt != null,
      joinRefusal: await joinRefusal(row, viewerId, entered),
      inviteKey: isCreator ? row.inviteKey : null,
    },
  };
}

async function joinRefusal(
  row: SummaryRow & { creatorId: string },
  viewerId: string | null,
  entered: boolean,
): Promise<string | null> {
  if (row.status !== "OPEN") return "Entries are closed.";
  if (viewerId === null) return "Sign in to join.";
  if (entered) return "You have joined.";
  if (row._count.entries >= row.maxPlayers) return "It is full.";
  const ratings = await entryRatings(db(), [viewerId], row.gameType);
  const rating = ratings.get(viewerId);
  return rating ? outsideRange({ min: row.minRating, max: row.maxRating }, rating) : null;
}

/** A player's tournaments, newest first, with their place once over (the player page). */
export async function playerTournaments(
  userId: string,
): Promise<(TournamentSummary & { place: number | null; withdrawn: boolean })[]> {
  const entries = await db().tournamentEntry.findMany({
    where: { userId, tournament: { status: { not: "CANCELLED" } } },
    orderBy: { joinedAt: "desc" },
    take: 50,
    select: { place: true, withdrawnAt: true, tournament: { select: summarySelect } },
  });
  return entries.map((entry) => ({
    ...summaryOf(entry.tournament),
    place: entry.place,
    withdrawn: entry.withdrawnAt !== null,
  }));
}

export type { Standing };

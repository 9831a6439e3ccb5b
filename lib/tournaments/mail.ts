// The tournament-email job: one email per player per event (./mail-jobs.ts), sent once by its key
// (lib/mail/send-once.ts). News of the player's own games, like a game's result: it comes with any
// mail choice but "stop all". Read when the job runs, so it says what is true then (a game already
// moved in says whose turn it is now).
import { createElement } from "react";
import TournamentEmail, { type TableLine, type TournamentGameLine } from "../../emails/tournament";
import { displayName } from "../accounts/display-name";
import { timeControlPhrase } from "../clock/clock";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { formatDeadline } from "../games/stored/deadline";
import { gameLinkUrl } from "../games/stored/links";
import type { PayloadOf } from "../jobs/payloads";
import type { tasks } from "../jobs/queue";
import { type SendOutcome, sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { wantsMail } from "../notify/preferences";
import { mailKey } from "./mail-jobs";
import { groupLetter } from "./seeding";
import { groupTables } from "./table";
import { formName } from "./view";

type Job = PayloadOf<typeof tasks.tournamentMail>;

export const tournamentUrl = (tournamentId: string) =>
  new URL(`/tournaments/${tournamentId}`, config().appUrl).toString();

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
};
/** 3½, ½, 2 */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  if (points === whole) return `${whole}`;
  return whole === 0 ? "½" : `${whole}½`;
}

export async function sendTournamentMail(job: Job): Promise<SendOutcome | "not-wanted"> {
  const [tournament, player] = await Promise.all([
    db().tournament.findUnique({ where: { id: job.tournamentId } }),
    db().user.findUnique({ where: { id: job.userId } }),
  ]);
  if (!tournament || !player) return "nothing-to-send";
  if (!wantsMail(player, "game-over")) return "not-wanted";
  return sendOnce(mailKey(job.tournamentId, job.kind, job.stage, job.userId), async () => {
    const title = `${tournament.name} (${gameName(tournament.gameType)}, ${formName(tournament.form === "DOUBLE").toLowerCase()}, ${timeControlPhrase(tournament)})`;
    let games: TournamentGameLine[] = [];
    let table: TableLine[] = [];
    let where: string | null = null;
    let yourPlace: string | null = null;
    let withdrawal: string | null = null;
    if (job.kind === "started" || job.kind === "stage") {
      const rows = await db().game.findMany({
        where: {
          tournamentId: tournament.id,
          tournamentStage: job.stage,
          OR: [{ whiteId: player.id }, { blackId: player.id }],
        },
        orderBy: [{ tournamentRound: "asc" }, { number: "asc" }],
        include: {
          white: { select: { name: true, email: true } },
          black: { select: { name: true, email: true } },
        },
      });
      const stagePlayers = await db().tournamentSeat.count({
        where: { tournamentId: tournament.id, stage: job.stage },
      });
      const seat = await db().tournamentSeat.findUnique({
        where: {
          tournamentId_stage_userId: { tournamentId: tournament.id, stage: job.stage, userId: player.id },
        },
      });
      const groups = await db().tournamentSeat.groupBy({
        by: ["group"],
        where: { tournamentId: tournament.id, stage: job.stage },
      });
      if (seat && (job.stage > 1 || groups.length > 1))
        where = `Stage ${job.stage}${groups.length > 1 ? `, group ${groupLetter(seat.group)}` : ""} (${stagePlayers} players)`;
      games = await Promise.all(
        rows.map(async (game) => {
          const white = game.whiteId === player.id;
          const opponent = displayName(white ? game.black : game.white);
          const yourTurn = game.status === "ONGOING" && (game.plies % 2 === 0) === white;
          return {
            opponent,
            colour: white ? "White" : "Black",
            turn:
              game.status !== "ONGOING"
                ? "Over"
                : yourTurn
                  ? `Your move${game.deadline ? `, by ${formatDeadline(game.deadline, player.timeZone)}` : ""}`
                  : `${opponent} to move`,
            url: await gameLinkUrl(player.id, game.id),
          };
        }),
      );
    }
    if (job.kind === "finished") {
      const tables = await groupTables(tournament.id, job.stage);
      const entries = await db().tournamentEntry.findMany({
        where: { tournamentId: tournament.id },
        include: { user: { select: { name: true, email: true } } },
        orderBy: [{ place: { sort: "asc", nulls: "last" } }],
      });
      const points = new Map(tables.flatMap((t) => t.standings.map((s) => [s.playerId, s.points] as const)));
      table = entries.map((entry) => ({
        place: entry.place,
        name: displayName(entry.user),
        points: points.has(entry.userId) ? pointsText(points.get(entry.userId) ?? 0) : "out earlier",
        you: entry.userId === player.id,
      }));
      const mine = entries.find((entry) => entry.userId === player.id);
      yourPlace = mine?.place ? `You finished ${ordinal(mine.place)} of ${entries.length}.` : null;
    }
    if (job.kind === "withdrawn") {
      const seat = await db().tournamentSeat.findUnique({
        where: {
          tournamentId_stage_userId: { tournamentId: tournament.id, stage: job.stage, userId: player.id },
        },
      });
      // Said to the player: the table says it of them in the third person (./withdrawal.ts).
      withdrawal =
        seat?.withdrawal === "struck"
          ? "With fewer than half of your games finished, all your results are struck out of the table: those games count for no one."
          : "Your finished results stand, and each game you had not finished counts as a win for your opponent.";
    }
    const reader = await withUnsubscribeKey(player);
    const subject = {
      started: `${tournament.name} has started: your ${games.length} games`,
      stage: `${tournament.name}: stage ${job.stage}, your ${games.length} games`,
      cancelled: `${tournament.name} was cancelled`,
      finished: `${tournament.name} is over: the final table`,
      withdrawn: `${tournament.name}: you were withdrawn`,
    }[job.kind];
    return {
      to: player.email,
      subject,
      body: createElement(TournamentEmail, {
        appUrl: config().appUrl,
        email: player.email,
        preferencesUrl: preferencesUrl(reader),
        kind: job.kind,
        title,
        tournamentName: tournament.name,
        tournamentUrl:
          job.kind === "cancelled"
            ? new URL("/tournaments", config().appUrl).toString()
            : tournamentUrl(tournament.id),
        where,
        games,
        table,
        yourPlace,
        withdrawal,
      }),
      headers: unsubscribeHeaders(reader),
    };
  });
}

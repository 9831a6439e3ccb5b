// The computer's answers. A takeback request is accepted at once, as Lichess's computer does: the
// game is casual and the person is here to play, not to be punished for a slip. A draw offer is
// judged by a search of the position (lib/bot/draw.ts) and accepted or declined.

import { computerIn } from "../accounts/computer";
import { db } from "../db/prisma";
import { idOn, otherSide, positionOf } from "../games/stored/seats";
import { answerDraw } from "../games/turn/resolve";
import { answerTakeback } from "../games/turn/takeback";
import { log } from "../ops/log";
import { negateScore } from "../search";
import { acceptsDraw } from "./draw";
import { seedOf, type Think, thinkLimitMs } from "./move";

export type ComputerAnswer = "accepted" | "declined" | "nothing to answer";

export async function answerAsComputer(
  gameId: string,
  kind: "takeback" | "draw",
  think: Think,
  now: () => Date = () => new Date(),
  options: { nodes?: number } = {},
): Promise<ComputerAnswer> {
  const game = await db().game.findUnique({ where: { id: gameId } });
  const computer = game && computerIn(game);
  if (!game || !computer || game.status !== "ONGOING") return "nothing to answer";
  if (kind === "takeback") {
    if (game.takebackBy === null || game.takebackBy === computer.side) return "nothing to answer";
    const answered = await answerTakeback(gameId, computer.id, true, now());
    return answered.ok ? "accepted" : "nothing to answer";
  }
  if (game.drawOfferedBy === null || game.drawOfferedBy === computer.side) return "nothing to answer";
  // The score is the side to move's: seen from the computer's side either way.
  const thought = await think({
    gameType: game.gameType,
    position: positionOf(game),
    level: computer.level,
    seed: seedOf(gameId, game.plies + 1),
    timeMs: thinkLimitMs,
    nodes: options.nodes,
    player: idOn(game, otherSide(computer.side)),
  });
  if (!thought.ok) {
    log.error(`computer draw answer in ${gameId}: ${thought.error.reason}`);
    return "nothing to answer";
  }
  const computerToMove = (game.plies % 2 === 0) === (computer.side === "WHITE");
  const score = computerToMove ? thought.value.score : negateScore(thought.value.score);
  const accept = acceptsDraw(score, game.plies);
  // The offer may have gone while it thought (a move withdraws it): answerDraw says so, and that is fine.
  const answered = await answerDraw(gameId, computer.id, accept, now());
  return answered.ok ? (accept ? "accepted" : "declined") : "nothing to answer";
}

// Computer games thinking while a benchmark runs (`BENCH_COMPUTERS=<n> npm run bench:web`): n games
// against the computer at a level (BENCH_COMPUTER_LEVEL, default 8), each answered by its person as
// soon as the computer has moved, so the service's thinking threads never rest. The person's moves
// are chosen here by a tiny search (one ply, a few hundred nodes) and played through the service
// layer; a finished game is replaced by a new one.
import { startComputerGame } from "../lib/bot/start";
import { db } from "../lib/db/prisma";
import { positionOf } from "../lib/games/stored/seats";
import { submitMove } from "../lib/games/turn/play";
import { search } from "../lib/search";
import { person } from "../tests/support/players";

export type ComputersThinking = {
  /** Stops the people's moves; the counts of the computer's moves and of the games started. */
  stop: () => Promise<{ computerMoves: number; games: number }>;
};

export function computersThinking(count: number, level: number): ComputersThinking {
  let running = true;
  let computerMoves = 0;
  let games = 0;
  const play = async (index: number) => {
    const who = await person(`computer-bench-${index}`);
    while (running) {
      const started = await startComputerGame(
        who.id,
        { gameType: "chess", level: String(level), colour: "white", daysPerMove: "3" },
        new Date(),
      );
      if (!started.ok) throw new Error(started.reason);
      games++;
      for (let ply = 1; running; ply += 2) {
        const game = await db().game.findUniqueOrThrow({ where: { id: started.gameId } });
        if (game.status !== "ONGOING") break;
        const choice = search("chess", positionOf(game), { level: 1, nodes: 300, seed: ply });
        if (!choice.ok) break;
        const played = await submitMove(
          { gameId: game.id, userId: who.id, ply, move: choice.value.move },
          new Date(),
        );
        if (!played.ok || played.game.status !== "ONGOING") break;
        // Wait for the computer's answer, looking every 200 ms.
        for (;;) {
          if (!running) return;
          const now = await db().game.findUniqueOrThrow({
            where: { id: game.id },
            select: { plies: true, status: true },
          });
          if (now.plies > ply || now.status !== "ONGOING") break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        computerMoves++;
      }
    }
  };
  const loops = Array.from({ length: count }, (_, i) => play(i));
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { computerMoves, games };
    },
  };
}

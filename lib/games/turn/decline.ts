// Declining the opponent's draw offer or takeback request, said once for both: the request is
// cleared and the one who asked hears the answer (./schedule.ts, scheduleOffer).
import type { Game as GameRow, Side } from "../../generated/prisma/client";
import type { Transaction } from "../../jobs/queue";
import { scheduleOffer } from "./schedule";

export async function declineRequest(
  tx: Transaction,
  game: GameRow,
  what: "draw" | "takeback",
  asker: Side,
  now: Date,
): Promise<GameRow> {
  const declined = await tx.game.update({
    where: { id: game.id },
    data: what === "draw" ? { drawOfferedBy: null } : { takebackBy: null },
  });
  await scheduleOffer(
    tx,
    {
      gameId: game.id,
      kind: what === "draw" ? "draw-declined" : "takeback-declined",
      ply: game.plies,
      to: asker,
    },
    now,
  );
  return declined;
}

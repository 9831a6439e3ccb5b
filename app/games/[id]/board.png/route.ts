// GET /games/<id>/board.png?ply=N: the board after N moves (default: the current position) as a
// PNG, drawn by the same renderer as the emails: archive thumbnails and link previews.
import { z } from "zod";
import { noSuchGame, viewerId } from "@/app/_shared/respond";
import { boardAtPly, visibleGame } from "@/lib/archive/record";
import { boardModel, checkSquare } from "@/lib/board";
import { renderBoardPng } from "@/lib/board/png";
import { answering503 } from "@/lib/db/unavailable";
import { unplayableReason } from "@/lib/games/stored/unplayable";
import { formNumber } from "@/lib/input/number";

export const dynamic = "force-dynamic";

const query = z.object({
  ply: formNumber("ply").pipe(z.number().int().min(0)).optional(),
  size: formNumber("size").pipe(z.number().int().min(120).max(1200)).optional(),
  side: z.enum(["w", "b"]).optional(),
});

export const GET = answering503(async function GET(
  request: Request,
  context: { params: Promise<{ id: string }> },
) {
  const { id } = await context.params;
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return new Response("ply must be a move number (0 for the start), size 120 to 1200, side w or b.\n", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const found = await visibleGame(id, await viewerId(new Date()));
  if (!found) return noSuchGame();
  const { game } = found;
  const ply = parsed.data.ply ?? game.moves.length;
  const board = ply <= game.moves.length ? boardAtPly(game, ply) : null;
  const unplayable = board ? unplayableReason({ ...game, position: board.position.fen }) : null;
  if (ply <= game.moves.length && (!board || unplayable)) {
    // The record no longer replays, or its position is refused: a rules change, never a 500.
    return new Response(
      `${unplayable ?? "This game's record cannot be replayed under the current rules."}\n`,
      {
        status: 409,
        headers: { "content-type": "text/plain; charset=utf-8" },
      },
    );
  }
  if (!board) {
    return new Response(
      `This game has ${game.moves.length} moves; choose a ply from 0 to ${game.moves.length}.\n`,
      {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8" },
      },
    );
  }
  const { position, lastMove } = board;
  const model = boardModel(game.gameType, position);
  if (!model.ok) return noSuchGame();
  const png = renderBoardPng(model.value, {
    orientation: parsed.data.side ?? "w",
    lastMove,
    check: checkSquare(game.gameType, position),
    size: parsed.data.size ?? 360,
  });
  return new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      // A finished game never changes; a running one does with every move.
      "cache-control":
        game.status === "FINISHED" && game.public ? "public, max-age=86400, immutable" : "private, no-store",
    },
  });
});

// The game page's two players: their names and their ratings for this game (after a finished
// rated game, the rating it left them with and by how much it moved it).
import { displayName } from "../../accounts/display-name";
import type { Side } from "../../generated/prisma/client";
import { ratingLabel } from "../../ratings/glicko";
import { changesIn, ratingsFor } from "../../ratings/read";
import type { StoredGame } from "../stored/stored-game";
import type { PlayerView } from "./types";

export async function playersView(row: StoredGame, finished: boolean): Promise<Record<Side, PlayerView>> {
  const ratings = await playerRatings(row, finished);
  return {
    WHITE: { id: row.white.id, name: displayName(row.white), side: "WHITE", ...ratings.WHITE },
    BLACK: { id: row.black.id, name: displayName(row.black), side: "BLACK", ...ratings.BLACK },
  };
}

/**
 * Each player's rating for this game as it stands; for a finished rated game, the rating it left
 * them with and by how much it moved it.
 */
async function playerRatings(
  row: { id: string; gameType: string; rated: boolean; whiteId: string; blackId: string },
  finished: boolean,
): Promise<Record<Side, Pick<PlayerView, "rating" | "ratingChange">>> {
  const [current, changes] = await Promise.all([
    ratingsFor([row.whiteId, row.blackId], row.gameType),
    finished && row.rated ? changesIn([row.id]) : null,
  ]);
  const of = (userId: string) => {
    const change = changes?.get(row.id)?.get(userId);
    return change
      ? { rating: change.label, ratingChange: change.change }
      : { rating: ratingLabel(current.get(userId)), ratingChange: null };
  };
  return { WHITE: of(row.whiteId), BLACK: of(row.blackId) };
}

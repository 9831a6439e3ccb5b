// Who may see a game, in one place: its two players always; anyone else only once it is a public
// game that has finished (an aborted game is its players' only, a running one is private to them).
// The game page, the archive's record and exports, the live stream and "Ask for a review" all ask
// this, so they can never disagree.

export type Viewable = { whiteId: string; blackId: string; public: boolean; status: string };

export const isPlayerOf = (game: Pick<Viewable, "whiteId" | "blackId">, viewerId: string | null): boolean =>
  viewerId !== null && (viewerId === game.whiteId || viewerId === game.blackId);

export function mayView(game: Viewable, viewerId: string | null): boolean {
  return isPlayerOf(game, viewerId) || (game.public && game.status === "FINISHED");
}

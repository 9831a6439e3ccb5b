// A player beside the board: their colour, their name linking to their page, their rating for
// this game (and what a finished rated game did to it), and whether it is the viewer or the side
// to move.
import Link from "@/app/components/link";
import { RatingChange } from "@/app/components/rating-change";
import { computerLevelOf } from "@/lib/accounts/computer";
import { type Side, sideName } from "@/lib/games/stored/seats";
import type { GameView, PlayerView } from "@/lib/games/view/game-view";
import styles from "./game.module.css";

export function Player({ view, side }: { view: GameView; side: Side }) {
  const player = side === "WHITE" ? view.white : view.black;
  const toMove = !view.finished && view.toMove === side;
  return (
    <p className={styles.player}>
      <span className={side === "WHITE" ? styles.whiteDot : styles.blackDot} aria-hidden="true" />
      <span>
        <PlayerLink player={player} />{" "}
        {/* The computer has no rating: its games are casual, and its name says its level. */}
        {computerLevelOf(player.id) === null ? <span className="muted">({player.rating})</span> : null}{" "}
        <RatingChange change={player.ratingChange} />
      </span>
      <span className="muted small">
        {sideName(side)}
        {view.viewerSide === side ? " · you" : ""}
        {toMove ? " · to move" : ""}
      </span>
    </p>
  );
}

const PlayerLink = ({ player }: { player: PlayerView }) => (
  <strong>
    <Link href={`/players/${player.id}`}>{player.name}</Link>
  </strong>
);

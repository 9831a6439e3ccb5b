// A rating's history as a small line chart, drawn here on the server: an <svg> in the page, no
// JavaScript. The highest and lowest ratings of its scale are written beside it.
import { ratingChart } from "@/lib/ratings/chart";
import styles from "./player.module.css";

/** `ratings`: oldest first, the rating before the first game drawn, then after each game. */
export function RatingChart({ ratings, gameName }: { ratings: readonly number[]; gameName: string }) {
  const chart = ratingChart(ratings);
  const games = ratings.length - 1;
  const [first, last] = [Math.round(ratings[0]), Math.round(ratings[ratings.length - 1])];
  const description = `${gameName} rating over the last ${games} rated ${games === 1 ? "game" : "games"}: from ${first} to ${last}`;
  return (
    <div className={styles.chart}>
      <span className={styles.scale} aria-hidden="true">
        <span>{chart.high}</span>
        <span>{chart.low}</span>
      </span>
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-label={description}>
        <title>{description}</title>
        <line
          x1="0"
          x2={chart.width}
          y1={chart.height / 2}
          y2={chart.height / 2}
          className={styles.midline}
        />
        <polyline points={chart.points} className={styles.line} />
        <circle cx={chart.last.x} cy={chart.last.y} r="3" className={styles.dot} />
      </svg>
    </div>
  );
}

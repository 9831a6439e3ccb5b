// A rating's history, drawn here on the server: an <svg> in the page, no JavaScript. It is drawn
// at three widths, a phone's card, a tablet's and a desktop's (the page's CSS shows the one nearest
// the card and stretches it to the card's width), so its numbers and dates stay near the size they
// were drawn at; the wider ones name each point's rating and date when hovered. The exact values of
// the latest games follow as a table.
import Link from "@/app/components/link";
import { RatingChange } from "@/app/components/rating-change";
import { type RatingChart as Chart, ratingChart } from "@/lib/ratings/chart";
import type { PlayerRating } from "@/lib/ratings/read";
import styles from "./player.module.css";

/** How many of the latest games the table under the chart lists. */
const tableLength = 10;

/**
 * The sizes drawn, each the card's width (the page's 960 px column less its padding) at the
 * screens that show it (player.module.css): a 390 px phone, a tablet, a desktop.
 */
const sizes = [
  { className: styles.narrow, width: 320, height: 180, titled: false },
  { className: styles.medium, width: 600, height: 220, titled: true },
  { className: styles.wide, width: 886, height: 240, titled: true },
];

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function Drawing({
  chart,
  label,
  className,
  titled,
}: {
  chart: Chart;
  label: string;
  className: string;
  titled: boolean;
}) {
  const { plot } = chart;
  const last = chart.dots[chart.dots.length - 1];
  // The current rating beside the last point: above it, or under it when it is near the top.
  const lastY = last.y - 8 < plot.top + 10 ? last.y + 16 : last.y - 8;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      role="img"
      aria-label={label}
      className={className}
    >
      <title>{label}</title>
      {chart.ratingTicks.map((tick) => (
        <g key={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className={styles.grid} />
          <text x={plot.left - 6} y={tick.y} className={styles.ratingTick}>
            {tick.value}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className={styles.axis} />
      {chart.dateTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} className={styles.axis} />
          <text x={tick.x} y={plot.bottom + 17} className={styles.dateTick}>
            {tick.label}
          </text>
        </g>
      ))}
      <polyline points={chart.line} className={styles.line} />
      {chart.dots.map((dot, index) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are a fixed list, drawn once
          key={index}
          cx={dot.x}
          cy={dot.y}
          r={titled ? 3.5 : 2.5}
          className={styles.dot}
        >
          {titled ? <title>{`${dayFormat.format(dot.at)}: ${Math.round(dot.rating)}`}</title> : null}
        </circle>
      ))}
      <text x={last.x - 4} y={lastY} className={styles.lastValue}>
        {Math.round(last.rating)}
      </text>
    </svg>
  );
}

/** A game's rating history: the chart, then the latest games with their changes. */
export function RatingChart({ rating, gameName }: { rating: PlayerRating; gameName: string }) {
  const { history } = rating;
  if (history.length === 0) return null;
  const games = history.length;
  const from = dayFormat.format(history[0].at);
  const to = dayFormat.format(history[games - 1].at);
  const label = `${gameName} rating over the last ${games} rated ${games === 1 ? "game" : "games"}, ${from === to ? from : `${from} to ${to}`}: from ${Math.round(rating.start)} to ${Math.round(history[games - 1].rating)}`;
  const latest = history.slice(-tableLength).reverse();
  return (
    <div className={styles.history}>
      {sizes.map((size) => (
        <Drawing
          key={size.width}
          chart={ratingChart(rating.start, history, size)}
          label={label}
          className={size.className}
          titled={size.titled}
        />
      ))}
      <details className={styles.steps}>
        <summary>
          {latest.length === games ? "Every rated game" : `The last ${latest.length} rated games`}
        </summary>
        <div className={styles.tableScroll}>
          <table className={styles.record}>
            <thead>
              <tr>
                <th scope="col">Ended</th>
                <th scope="col">Game</th>
                <th scope="col">Change</th>
                <th scope="col">Rating</th>
              </tr>
            </thead>
            <tbody>
              {latest.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a private game has no id to show
                <tr key={index}>
                  <th scope="row">{dayFormat.format(step.at)}</th>
                  <td>
                    {step.game ? (
                      <Link href={`/games/${step.game.id}`}>
                        {step.game.result} vs {step.game.opponent}
                      </Link>
                    ) : (
                      <span className="muted">a private game</span>
                    )}
                  </td>
                  <td>
                    <RatingChange change={step.change} />
                  </td>
                  <td>{Math.round(step.rating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

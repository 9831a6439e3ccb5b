// /rules: the six games, each with its start position and a link to its rules.

import type { Metadata } from "next";
import { BoardView } from "@/app/components/board/board-view";
import Link from "@/app/components/link";
import { startModel } from "@/lib/board";
import { catalog, GameCount } from "@/lib/games/catalog/catalog";
import { guides } from "@/lib/games/catalog/guides";
import styles from "./rules.module.css";

export const metadata: Metadata = {
  title: "Rules",
  description: "How to play chess and the five chess variants of Pigeon Post, with diagrams.",
};

export default function RulesIndexPage() {
  return (
    <div className="wrap stack">
      <h1>Rules of the games</h1>
      <p className="lead">
        {GameCount}, each explained for players: the set-up, how every piece moves, the special moves, how a
        game ends, and how to write a move.
      </p>
      <div className={styles.cards}>
        {catalog.map((entry) => {
          const model = startModel(entry.id);
          return (
            <article key={entry.id} className="card stack">
              <h2>
                <Link href={`/rules/${entry.id}`}>{entry.name}</Link>
              </h2>
              <p className="small muted">
                {entry.inventor} · {entry.board}
              </p>
              {model.ok ? (
                <BoardView
                  model={model.value}
                  size={entry.id === "kings-court" ? 300 : 220}
                  coordinates={false}
                />
              ) : null}
              <p className="small">{guides[entry.id].intro}</p>
              <p>
                <Link href={`/rules/${entry.id}`}>Read the rules</Link> ·{" "}
                <Link href={`/new?game=${entry.id}`}>Play this game</Link>
              </p>
            </article>
          );
        })}
      </div>
    </div>
  );
}

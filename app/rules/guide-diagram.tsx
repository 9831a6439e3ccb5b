// One guide diagram: the game's own board picture, with the shown piece's moves (from the engine)
// marked, and its caption. A diagram the engine rejects shows the reason instead of a wrong board.

import { BoardView } from "@/app/components/board/board-view";
import type { Diagram } from "@/lib/games/catalog/guides";
import { drawDiagram } from "@/lib/games/catalog/guides/diagram";
import styles from "./rules.module.css";

export function GuideDiagram({ gameId, diagram }: { readonly gameId: string; readonly diagram: Diagram }) {
  const drawn = drawDiagram(gameId, diagram);
  if (!drawn.ok)
    return (
      <figure className={styles.diagram}>
        <p className="notice error">This diagram cannot be drawn: {drawn.error.reason}</p>
      </figure>
    );
  const { model, caption, selected, targets, lastMove } = drawn.value;
  return (
    <figure className={styles.diagram}>
      <BoardView
        model={model}
        // The column sets the width (rules.module.css); this is only the picture's detail.
        size={640}
        className={styles.board}
        selected={selected}
        targets={targets}
        lastMove={lastMove}
      />
      <figcaption>
        {caption}
        {selected ? (
          <span className={`muted small ${styles.marked}`}>
            From {selected}: {targets.join(", ")}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

// How the analysis board's engine ended a search, and how the panel says it. Apart from
// ./engine-lines.ts so the page's own script carries no search code (only the worker does).

/**
 * Why a search ended: it finished (a forced mate found, or its deepest depth), or a cap of
 * ENGINE_CAPS stopped it, which the page says ("stopped at depth 4 after 15 s"), lest a search cut
 * short read as one that had seen all it could.
 */
export type EngineStop =
  | { kind: "finished" }
  | { kind: "time" | "nodes"; depth: number; timeMs: number; nodes: number };

/** " · done", or " · stopped at depth 4 after 15 s": how the panel ends its figures. */
export function stopText(stop: EngineStop): string {
  if (stop.kind === "finished") return " · done";
  const after =
    stop.kind === "time"
      ? `${Math.round(stop.timeMs / 1000)} s, its time limit`
      : `${stop.nodes.toLocaleString("en")} nodes, its limit`;
  return ` · stopped at depth ${stop.depth} after ${after}`;
}

// What the analysis board's engine says, as plain values: the messages between the page and its
// Web Worker (./engine.worker.ts) and how a search's progress reads on the page, as Lichess prints
// it: the evaluation from White's side ("+0.35", "#3", "#-2"), the best line in the game's own
// notation, the depth and the nodes. Pure, so the worker and the page share it.
import { getGame, type Position } from "@/lib/engine";
import { moveShown } from "@/lib/games/catalog/catalog";
import { type Progress, type SearchResult, scoreText, whiteScore } from "@/lib/search";
import type { EngineStop } from "./engine-stop";

/**
 * Where the engine stops on its own for one position (it also stops when the position changes):
 * a million nodes (fewer when the top level's own budget is smaller: lib/search/levels.ts) or 15 s.
 */
export const ENGINE_CAPS = { nodes: 1_000_000, timeMs: 15_000 } as const;

export type EngineAsk = { id: number; gameType: string; position: Position };

export type EngineLine = {
  depth: number;
  /** From White's side: "+0.35", "-1.20", "#3" (White mates in 3), "#-2" (Black does). */
  evaluation: string;
  /** The best line as the page writes moves: ["Nf3", "Nc6", "Bb5"]. */
  line: string[];
  nodes: number;
  timeMs: number;
  /** The best move's squares and how it reads, for "Show the best move". */
  best: { from: string; to: string; shown: string } | null;
};

export type EngineNews =
  | { id: number; kind: "progress"; line: EngineLine }
  | { id: number; kind: "done"; line: EngineLine; stop: EngineStop }
  | { id: number; kind: "error"; reason: string };

/** The deepest depth the search goes to on its own (lib/search/budget.ts). */
const deepest = 64;

/** Why the search that gave `result` ended (see EngineStop), from its figures and the caps. */
export function engineStop(result: Pick<SearchResult, "depth" | "score" | "timeMs" | "nodes">): EngineStop {
  const figures = { depth: result.depth, timeMs: result.timeMs, nodes: result.nodes };
  if (result.timeMs >= ENGINE_CAPS.timeMs) return { kind: "time", ...figures };
  // Only a forced mate or the deepest depth ends a search before a cap does.
  if ("mate" in result.score || result.depth >= deepest) return { kind: "finished" };
  return { kind: "nodes", ...figures };
}

/** A depth's progress as the page shows it. */
export function engineLine(gameType: string, position: Position, progress: Progress): EngineLine {
  const found = getGame(gameType);
  const game = found.ok ? found.value : null;
  const side = game?.turn(position) === "b" ? 1 : 0;
  const first = progress.pv[0];
  const played = game && first ? game.move(position, first) : null;
  const shown = progress.pv.map((text, i) =>
    moveShown(gameType, { notation: text, san: progress.pvSan[i] ?? null }),
  );
  return {
    depth: progress.depth,
    evaluation: scoreText(whiteScore(progress.score, side)),
    line: shown,
    nodes: progress.nodes,
    timeMs: progress.timeMs,
    best: played?.ok ? { from: played.value.from, to: played.value.to, shown: shown[0] } : null,
  };
}

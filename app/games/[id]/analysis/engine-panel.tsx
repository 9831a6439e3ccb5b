"use client";

// The analysis board's engine, off until asked. "Start engine" starts a Web Worker running the
// search (./engine.worker.ts): only then is its script loaded, so the page's first load carries
// none of it. It shows the evaluation from White's side, the best line, the depth and the nodes as
// each depth finishes; "Show the best move" draws it on the board. A new position ends the worker's
// search and starts one for that position; "Stop" ends it.
import { useEffect, useState } from "react";
import type { Position } from "@/lib/engine";
import { plyLabel } from "@/lib/games/view/analysis-tree";
import own from "./analysis.module.css";
import type { EngineAsk, EngineLine, EngineNews } from "./engine-lines";
import { type EngineStop, stopText } from "./engine-stop";

type Thinking =
  | { status: "thinking"; line: EngineLine | null }
  | { status: "done"; line: EngineLine | null; stop: EngineStop }
  | { status: "error"; reason: string };

export function EnginePanel({
  gameType,
  position,
  ply,
  onArrow,
  ...props
}: {
  gameType: string;
  /** The position on the board; null until the board is built. */
  position: Position | null;
  /** Half-moves from the game's start to the position (numbers the line: "12… Nf6 13. e4"). */
  ply: number;
  /** The arrow to draw on the board (the best move), or null for none. */
  onArrow: (arrow: { from: string; to: string } | null) => void;
  /** The engine's latest line while it runs (null while it has none, or is off), for the board's own line. */
  onLine?: (line: EngineLine | null) => void;
  /** "Start engine" was pressed. */
  onStart?: () => void;
}) {
  const { onLine } = props;
  const [on, setOn] = useState(false);
  const [showBest, setShowBest] = useState(false);
  const [thinking, setThinking] = useState<Thinking>({ status: "thinking", line: null });
  const key = position ? `${position.fen}|${position.history.length}` : "";

  // The key stands for the position: a new object for the same position starts no new search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!on || !position) return;
    setThinking({ status: "thinking", line: null });
    // Written out here, as it is, so the bundler finds the worker and builds it as its own script.
    const worker = new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module" });
    const id = Date.now();
    worker.onmessage = (event: MessageEvent<EngineNews>) => {
      const news = event.data;
      if (news.id !== id) return;
      if (news.kind === "error") setThinking({ status: "error", reason: news.reason });
      else if (news.kind === "done") setThinking({ status: "done", line: news.line, stop: news.stop });
      else setThinking({ status: "thinking", line: news.line });
      if (news.kind !== "progress") worker.terminate();
    };
    worker.onerror = (event) => {
      setThinking({ status: "error", reason: event.message || "the engine could not start in this browser" });
      worker.terminate();
    };
    const ask: EngineAsk = { id, gameType, position };
    worker.postMessage(ask);
    return () => worker.terminate();
  }, [on, key, gameType]);

  const best = on && thinking.status !== "error" ? (thinking.line?.best ?? null) : null;
  useEffect(() => {
    onArrow(showBest && best ? { from: best.from, to: best.to } : null);
  }, [showBest, best, onArrow]);
  const shownLine = on && thinking.status !== "error" ? thinking.line : null;
  useEffect(() => {
    onLine?.(shownLine);
  }, [shownLine, onLine]);

  if (!on)
    return (
      <section className="card" aria-labelledby="engine">
        <h2 id="engine">Engine</h2>
        <p className="small muted">
          The computer can look at the position on the board: its evaluation, its best line and the best move.
          It runs in your browser and stops when you leave.
        </p>
        <button
          type="button"
          onClick={() => {
            setOn(true);
            props.onStart?.();
          }}
        >
          Start engine
        </button>
      </section>
    );

  const line = thinking.status === "error" ? null : thinking.line;
  return (
    <section className="card" aria-labelledby="engine" data-part="engine">
      <h2 id="engine">Engine</h2>
      {thinking.status === "error" ? (
        <p className="small" role="status">
          {/^the game is over/.test(thinking.reason) ? "The game is over in this position." : thinking.reason}
        </p>
      ) : (
        <>
          <p className={own.engineHead}>
            <strong className={own.evaluation} data-part="evaluation" title="From White's side">
              {line ? line.evaluation : "…"}
            </strong>
            <span className="small muted" aria-live="polite">
              {line
                ? `depth ${line.depth} · ${nodesText(line.nodes)} nodes${line.timeMs > 0 ? ` · ${rate(line)}` : ""}`
                : "Thinking…"}
              {thinking.status === "done" ? stopText(thinking.stop) : ""}
            </span>
          </p>
          <p className={`small ${own.engineLine}`} data-part="best-line">
            {line?.line.length ? numbered(line.line, ply + 1) : "\u00a0"}
          </p>
        </>
      )}
      <p className={`small ${own.shownButtons}`}>
        <label className={own.toggle}>
          <input type="checkbox" checked={showBest} onChange={(event) => setShowBest(event.target.checked)} />{" "}
          Show the best move{best && showBest ? `: ${best.shown}` : ""}
        </label>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setOn(false);
            setShowBest(false);
          }}
        >
          Stop engine
        </button>
      </p>
      <p className="small muted">Evaluation in pawns from White&apos;s side; #3 is mate in 3.</p>
    </section>
  );
}

/** "12… Nf6 13. e4 d5": moves numbered from the half-move `first`. */
function numbered(moves: readonly string[], first: number): string {
  return moves
    .map((move, i) => {
      const ply = first + i;
      return ply % 2 === 1 || i === 0 ? `${plyLabel(ply)} ${move}` : move;
    })
    .join(" ");
}

function nodesText(nodes: number): string {
  if (nodes >= 1_000_000) return `${(nodes / 1_000_000).toFixed(1)}M`;
  if (nodes >= 1000) return `${Math.round(nodes / 1000)}k`;
  return String(nodes);
}

function rate(line: EngineLine): string {
  return `${nodesText(Math.round((line.nodes * 1000) / line.timeMs))} nodes/s`;
}

"use client";

// Keeping the analysis board's tree for a signed-in person: each change is sent a moment after it
// is made (one save at a time; changes made meanwhile go in the next), and the board says whether
// what it shows is kept. A save from a copy another tab or device has since changed comes back
// merged, and the board takes the other copy's moves in. Leaving the page with a change not yet
// kept asks first.
import { useCallback, useEffect, useRef, useState } from "react";
import { saveAnalysisAction } from "@/app/actions/game/analysis-save";
import type { StoredMove } from "@/lib/analysis/stored";
import { storedOf } from "@/lib/analysis/stored";
import type { AnalysisTree } from "@/lib/games/view/analysis-tree";

export type KeepState = { status: "kept" | "waiting" | "saving" } | { status: "error"; error: string };

/** How long after a change its save is sent: a burst of moves is one save. */
const settle = 1000;

export function useKeptAnalysis(
  keep: { gameId: string; revision: number } | null,
  tree: AnalysisTree | null,
  adopt: (merged: StoredMove[]) => void,
) {
  const [state, setState] = useState<KeepState>({ status: "kept" });
  const revision = useRef(keep?.revision ?? 0);
  const latest = useRef(tree);
  latest.current = tree;
  /** The tree last known kept (the one read with the page, then each one saved). */
  const kept = useRef<AnalysisTree | null>(null);
  const sending = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (!keep) return;
    if (sending.current) {
      await sending.current;
      if (latest.current !== kept.current) return send();
      return;
    }
    const snapshot = latest.current;
    if (!snapshot || snapshot === kept.current) return;
    const form = new FormData();
    form.set("gameId", keep.gameId);
    form.set("revision", String(revision.current));
    form.set("moves", JSON.stringify(storedOf(snapshot)));
    setState({ status: "saving" });
    const run = (async () => {
      try {
        const answer = await saveAnalysisAction(form);
        if (!answer.ok) {
          setState({ status: "error", error: answer.error });
          return;
        }
        revision.current = answer.revision;
        kept.current = snapshot;
        if (answer.merged) adopt(answer.merged);
        setState({ status: latest.current === snapshot && !answer.merged ? "kept" : "waiting" });
      } catch {
        setState({
          status: "error",
          error: "Your analysis could not be saved: the connection failed. Try again in a moment.",
        });
      }
    })();
    // Changes made while this save is on its way (or the other copy's moves taken in) go in the
    // next one: each change sets its own timer (below), and a save waits for the one before.
    sending.current = run;
    await run;
    sending.current = null;
  }, [keep, adopt]);

  useEffect(() => {
    if (!keep || !tree) return;
    if (kept.current === null) {
      kept.current = tree; // as read with the page
      return;
    }
    if (tree === kept.current) return;
    setState((now) => (now.status === "saving" ? now : { status: "waiting" }));
    clearTimeout(timer.current);
    timer.current = setTimeout(send, settle);
  }, [keep, tree, send]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Leaving with a change not yet kept: the browser asks first.
  const unsaved = state.status !== "kept";
  useEffect(() => {
    if (!keep || !unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [keep, unsaved]);

  return { state, flush: send };
}

"use client";

// The keys that step through a game's moves (the replay, the analysis board): ← and → one move,
// Home and End the first and last. Typing in a form field keeps its own keys (the archive's search
// box, a message), and a modified key is the browser's.
import { useEffect } from "react";

export type StepTargets<T> = { back?: T; forward?: T; first?: T; last?: T };

const keyed = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" } as const;

export function useStepKeys<T>(steps: StepTargets<T> | null, go: (to: T) => void): void {
  useEffect(() => {
    if (!steps) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])"))
        return;
      const step = keyed[event.key as keyof typeof keyed];
      const to = step ? steps[step] : undefined;
      if (to === undefined) return;
      event.preventDefault();
      go(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [steps, go]);
}

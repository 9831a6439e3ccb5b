// How long a search may run: a node limit (deterministic: the same node count gives the same move on
// any machine), a time limit read through an injected clock (the search itself never reads one),
// a depth limit and an outside stop request. One object per search; the search calls `tick` once
// per node.

/** What limits one search. With none of nodes, timeMs and depth the search stops at depth 64. */
export interface Limits {
  /** Stop after this many nodes (each position the search visits counts once). */
  readonly nodes?: number;
  /** Stop after this many milliseconds of `clock`; needs `clock`. */
  readonly timeMs?: number;
  /** Stop after this many plies of iterative deepening. */
  readonly depth?: number;
  /** Milliseconds from any fixed origin (`() => performance.now()`); used only for `timeMs` and reports. */
  readonly clock?: () => number;
  /** Polled every few thousand nodes; true stops the search (it answers with what it has). */
  readonly shouldStop?: () => boolean;
}

/** How often (in nodes, a power of two minus one) the clock and `shouldStop` are read. */
const POLL = 2047;

export class Budget {
  nodes = 0;
  /** Set once a limit is reached: every search frame then unwinds and its result is ignored. */
  stopped = false;
  readonly maxDepth: number;
  private readonly maxNodes: number;
  private readonly timeMs: number;
  private readonly clock: (() => number) | undefined;
  private readonly shouldStop: (() => boolean) | undefined;
  private readonly startedAt: number;

  constructor(limits: Limits) {
    this.maxNodes = limits.nodes ?? Number.POSITIVE_INFINITY;
    this.timeMs = limits.timeMs ?? Number.POSITIVE_INFINITY;
    this.maxDepth = Math.max(1, Math.min(64, limits.depth ?? 64));
    this.clock = limits.clock;
    this.shouldStop = limits.shouldStop;
    if (limits.timeMs !== undefined && limits.clock === undefined)
      throw new Error("a time limit needs a clock (limits.clock)");
    this.startedAt = this.clock?.() ?? 0;
  }

  /** Counts a node; true when the search must stop now. */
  tick(): boolean {
    if (this.stopped) return true;
    this.nodes++;
    if (this.nodes >= this.maxNodes) this.stopped = true;
    else if ((this.nodes & POLL) === 0) {
      if (this.elapsed() >= this.timeMs || this.shouldStop?.() === true) this.stopped = true;
    }
    return this.stopped;
  }

  /** Milliseconds since the search started (0 without a clock). */
  elapsed(): number {
    return this.clock === undefined ? 0 : this.clock() - this.startedAt;
  }

  /**
   * Whether another iteration of iterative deepening is worth starting. One more ply costs several
   * times the last, so with half the time gone it would most likely be cut off. A node budget is
   * spent to the end: a cut-off iteration still keeps any better move it found, and stays
   * deterministic.
   */
  canDeepen(depth: number): boolean {
    if (this.stopped || depth > this.maxDepth) return false;
    return this.elapsed() * 2 < this.timeMs;
  }
}

// A minimal UCI client for an outside engine (Debian's stockfish) in the strength bench: start it,
// set options, ask for a move in a position within a time or a number of nodes, quit. One process per worker thread.

import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export class UciEngine {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];

  private constructor(path: string) {
    this.child = spawn(path, [], { stdio: ["pipe", "pipe", "pipe"] });
    const lines = createInterface({ input: this.child.stdout });
    lines.on("line", (line) => {
      const i = this.waiting.findIndex((w) => w.match(line));
      if (i >= 0) this.waiting.splice(i, 1)[0].resolve(line);
    });
  }

  /** Starts the engine and sets its options (name → value). */
  static async start(path: string, options: Record<string, string | number | boolean>): Promise<UciEngine> {
    const engine = new UciEngine(path);
    engine.send("uci");
    await engine.until((line) => line === "uciok");
    for (const [name, value] of Object.entries(options)) engine.send(`setoption name ${name} value ${value}`);
    await engine.ready();
    return engine;
  }

  async newGame(): Promise<void> {
    this.send("ucinewgame");
    await this.ready();
  }

  /** The engine's move (UCI text, "e2e4") from a FEN and the UCI moves played since, in a time or nodes. */
  async bestMove(
    fen: string,
    moves: readonly string[],
    limit: { ms: number } | { nodes: number },
  ): Promise<string> {
    this.send(`position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(" ")}` : ""}`);
    this.send("nodes" in limit ? `go nodes ${limit.nodes}` : `go movetime ${limit.ms}`);
    const line = await this.until((l) => l.startsWith("bestmove"));
    return line.split(/\s+/)[1];
  }

  quit(): void {
    this.send("quit");
    this.child.stdin.end();
  }

  private async ready(): Promise<void> {
    this.send("isready");
    await this.until((line) => line === "readyok");
  }

  private send(command: string): void {
    this.child.stdin.write(`${command}\n`);
  }

  private until(match: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}

// Real processes for the fault scenarios: the project's own scripts (scripts/worker.ts,
// scripts/start.ts, scripts/dev.ts) run exactly as npm runs them, each in a process group of its
// own, so a test can SIGKILL it mid-send or send the group a Ctrl+C.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { until } from "../../support/jobs";

const root = path.resolve(import.meta.dirname, "../../..");

export type Script = {
  child: ChildProcess;
  output: () => string;
  /** Waits until the output contains `text`; fails early (with the output) if the process exits. */
  waitFor: (text: string, timeoutMs?: number) => Promise<void>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Sends `signal` to the whole process group, as a terminal does for Ctrl+C. */
  signalGroup: (signal: NodeJS.Signals) => void;
  /** Stops it (SIGTERM to its group) unless it has exited; waits for the exit. */
  stop: () => Promise<void>;
};

export function runScript(script: string, env: Record<string, string>): Script {
  // As package.json runs them: `node --import tsx`, one process (tsx's own command line would stand
  // between the terminal and the service and relay Ctrl+C to it).
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let done = false;
  const exited = new Promise<number | string>((resolve) =>
    child.on("exit", (code, signal) => {
      done = true;
      resolve(code ?? signal ?? "unknown");
    }),
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => output,
    exited,
    signalGroup,
    async waitFor(text, timeoutMs = 120_000) {
      await until(
        async () => {
          if (done && !output.includes(text))
            throw new Error(`${script} exited before "${text}":\n${output}`);
          return output.includes(text);
        },
        `"${text}" from ${script}`,
        timeoutMs,
      );
    },
    async stop() {
      if (done) return;
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

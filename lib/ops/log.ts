// The service's log: one JSON object per line (pino) in production, for a log collector; one short
// readable line in development. Every line written while a job runs carries its job id and task
// (lib/jobs/task.ts sets them), and a request's lines carry the request id proxy.ts gave it.
//
// Never log a secret or a message: no tokens, passwords, keys, links with tokens, or email bodies.
// Addresses of people are logged only where an operator needs them to act (a refused address).
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/** What a line is about: the job or the request running when it was written. */
export type LogContext = { jobId?: string; task?: string; requestId?: string };

const context = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `fields` added to every line it logs. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** Development's line: `12:04:05 warn  [job 42 your-turn-email] the message key=value`. */
export function readableLine(json: string): string {
  const { level, time, msg, pid: _pid, hostname: _host, jobId, task, requestId, ...rest } = JSON.parse(json);
  const when = new Date(time).toISOString().slice(11, 19);
  const about = jobId ? ` [job ${jobId} ${task ?? ""}]` : requestId ? ` [request ${requestId}]` : "";
  const extra = Object.entries(rest)
    .map(([key, value]) => ` ${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("");
  return `${when} ${String(level).padEnd(5)}${about} ${msg}${extra}\n`;
}

/**
 * A logger writing each line to `write`: JSON as it is (production), or `readableLine` of it.
 * The service's own is made once per process; tests make theirs to read what would be written.
 */
export function makeLogger(write: (line: string) => void, options: { readable: boolean; level?: string }) {
  return pino(
    {
      level: options.level ?? "info",
      base: { pid: process.pid },
      mixin: () => ({ ...context.getStore() }),
      formatters: { level: (label) => ({ level: label }) },
      // A value under one of these names is never written, whoever passes it.
      redact: {
        paths: ["token", "password", "secret", "text", "html", "body", "*.token", "*.password"],
        censor: "[redacted]",
      },
    },
    { write: (line: string) => write(options.readable ? readableLine(line) : line) },
  );
}

const holder = globalThis as { pigeonPostLog?: pino.Logger };

function logger(): pino.Logger {
  holder.pigeonPostLog ??= makeLogger((line) => process.stdout.write(line), {
    readable: process.env.NODE_ENV !== "production",
    level: process.env.LOG_LEVEL,
  });
  return holder.pigeonPostLog;
}

type Fields = Record<string, unknown>;

/** The service's log. `fields` are extra keys of the line (never a secret or a message body). */
export const log = {
  info: (message: string, fields: Fields = {}) => logger().info(fields, message),
  warn: (message: string, fields: Fields = {}) => logger().warn(fields, message),
  error: (message: string, fields: Fields = {}) => logger().error(fields, message),
};

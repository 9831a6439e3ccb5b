// The service's log lines: JSON with the job or request they belong to, secrets never written,
// and a short readable form for development.
import { describe, expect, it } from "vitest";
import { makeLogger, readableLine, withLogContext } from "@/lib/ops/log";

function capture(readable = false) {
  const lines: string[] = [];
  return { lines, logger: makeLogger((line) => lines.push(line), { readable }) };
}

describe("log lines", () => {
  it("are one JSON object each, naming the job they were written in", () => {
    const { lines, logger } = capture();
    withLogContext({ jobId: "42", task: "your-turn-email" }, () => logger.warn({ gameId: "g1" }, "retrying"));
    logger.info("outside any job");
    const [inJob, outside] = lines.map((line) => JSON.parse(line));
    expect(inJob).toMatchObject({
      level: "warn",
      msg: "retrying",
      jobId: "42",
      task: "your-turn-email",
      gameId: "g1",
    });
    expect(outside).toMatchObject({ level: "info", msg: "outside any job" });
    expect(outside.jobId).toBeUndefined();
  });

  it("never write a token, password or email body, whoever passes one", () => {
    const { lines, logger } = capture();
    logger.error(
      { token: "tok-123456", password: "hunter2", text: "Dear Ana, your move", smtp: { password: "pw-999" } },
      "sign-in mail failed",
    );
    expect(lines[0]).not.toMatch(/tok-123456|hunter2|Dear Ana|pw-999/);
    expect(JSON.parse(lines[0])).toMatchObject({ token: "[redacted]", text: "[redacted]" });
  });

  it("read as one short line in development", () => {
    const { lines, logger } = capture(true);
    withLogContext({ jobId: "7", task: "deadline" }, () => logger.info({ gameId: "g2" }, "lost on time"));
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d info {2}\[job 7 deadline\] lost on time gameId=g2\n$/);
    expect(readableLine(JSON.stringify({ level: "error", time: 0, msg: "x", requestId: "r-12345678" }))).toBe(
      "00:00:00 error [request r-12345678] x\n",
    );
  });
});

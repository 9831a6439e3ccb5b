// One schema a task (lib/jobs/payloads.ts): every task has one, the worker reads a job with it, and
// code that queues a job of another shape does not compile (the @ts-expect-error lines below fail
// the type-check the day they compile).
import { describe, expect, it } from "vitest";
import { payloads } from "@/lib/jobs/payloads";
import { addJob, type JobChange, type Transaction, tasks } from "@/lib/jobs/queue";

describe("job payloads", () => {
  it("every task has its schema, and no schema is for a task that does not exist", () => {
    expect(Object.keys(payloads).sort()).toEqual(Object.values(tasks).sort());
  });

  it("reads what the queueing code builds, and refuses a payload of another shape", () => {
    expect(payloads[tasks.yourTurn].safeParse({ gameId: "g1", ply: 3 }).success).toBe(true);
    expect(payloads[tasks.yourTurn].safeParse({ gameId: 42 }).success).toBe(false);
    const offer = payloads[tasks.offer].parse({
      gameId: "g1",
      ply: 2,
      kind: "draw",
      to: "WHITE",
      at: "2026-11-29T05:00:00.000Z",
    });
    expect(offer.at).toBeInstanceOf(Date);
    expect(payloads[tasks.reminder].parse({ gameId: "g1", ply: 1 }).mark).toBe("day-left");
  });
});

/** Never run: the type-check reads it. */
// biome-ignore lint/correctness/noUnusedVariables: only the type-check reads it
async function doesNotCompile(tx: Transaction): Promise<JobChange[]> {
  // @ts-expect-error a game id is a string
  await addJob(tx, tasks.yourTurn, { gameId: 42, ply: 1 }, { jobKey: "k" });
  // @ts-expect-error a your-turn job names its ply
  await addJob(tx, tasks.yourTurn, { gameId: "g" }, { jobKey: "k" });
  return [
    // @ts-expect-error an invitation job names its invitation, not a game
    { add: tasks.invitation, payload: { gameId: "g" }, jobKey: "k" },
  ];
}

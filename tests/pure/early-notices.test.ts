// Which lane runner looks again after a look found nothing (lib/jobs/early-notice.ts): only the
// lane a job was announced to, only until it has taken that job, at most three times a notice;
// every lane when a notice came without the queue's announcement (a job added another way).
import { describe, expect, it } from "vitest";
import { EarlyNotices, lanesNoticePayload, lookAgainAfterMs } from "@/lib/jobs/early-notice";
import type { LaneName } from "@/lib/jobs/task-names";

const added = (count: number) => JSON.stringify({ r: 0.5, count });
const lanesOf = (lanes: Partial<Record<LaneName, number>>, notices = 1) =>
  lanesNoticePayload({ lanes, notices });

/** The delays of the looks again a runner makes after empty looks until it stops (at most 10). */
function looksAgain(notices: EarlyNotices, now: number): number[] {
  const delays: number[] = [];
  for (let i = 0; i < 10; i++) {
    const delay = notices.foundNothing(now);
    if (delay === null) break;
    delays.push(delay);
  }
  return delays;
}

describe("looking again after a notice", () => {
  it("is done by the lane the job was announced to, and by no other", () => {
    const mail = new EarlyNotices("mail");
    const computer = new EarlyNotices("computer");
    // A move's four jobs, one of them due now: one mail runner is woken, no computer runner.
    expect(mail.heard(lanesOf({ mail: 1 }), 0)).toBe(0);
    expect(mail.heard(added(4), 1)).toBe(1);
    expect(computer.heard(lanesOf({ mail: 1 }), 0)).toBe(0);
    expect(computer.heard(added(4), 1)).toBe(0);
    expect(looksAgain(mail, 2)).toEqual([...lookAgainAfterMs]);
    expect(looksAgain(computer, 2)).toEqual([]);
  });

  it("stops once the announced job is taken", () => {
    const mail = new EarlyNotices("mail");
    mail.heard(lanesOf({ mail: 2 }), 0);
    mail.heard(added(2), 0);
    mail.taken();
    expect(mail.foundNothing(1)).toBe(lookAgainAfterMs[0]);
    mail.taken();
    expect(mail.foundNothing(2)).toBeNull();
  });

  it("is done by every lane for a notice the queue did not announce", () => {
    for (const lane of ["mail", "computer", "review"] as const) {
      const notices = new EarlyNotices(lane);
      expect(notices.heard(added(3), 0)).toBe(3);
      expect(looksAgain(notices, 1)).toEqual([...lookAgainAfterMs]);
    }
  });

  it("counts an announcement once over the add notices it covers, and not after them", () => {
    const computer = new EarlyNotices("computer");
    computer.heard(lanesOf({ computer: 1 }, 2), 0);
    computer.heard(added(1), 0);
    computer.heard(added(1), 0);
    computer.taken();
    expect(computer.foundNothing(1)).toBeNull();
    // A later notice nobody announced: every lane looks again.
    computer.heard(added(1), 5);
    expect(computer.foundNothing(6)).toBe(lookAgainAfterMs[0]);
  });

  it("ignores an announcement whose add notice never came", () => {
    const review = new EarlyNotices("review");
    review.heard(lanesOf({ mail: 1 }), 0);
    // Seconds later, a notice of a job added another way (a retry's or the daily sweep's).
    review.heard(added(1), 5_000);
    expect(review.foundNothing(5_001)).toBe(lookAgainAfterMs[0]);
  });

  it("gives up seconds after the notice, and for notices of removed jobs", () => {
    const mail = new EarlyNotices("mail");
    mail.heard(added(-1), 0);
    expect(mail.foundNothing(1)).toBeNull();
    mail.heard(added(1), 0);
    expect(mail.foundNothing(60_000)).toBeNull();
  });
});

// The open-challenge jobs: expiry at its time, the followers' instant notice, the daily digest.
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { sendChallengeDigests, sendChallengePosted } from "./notify";
import { expireChallenge } from "./post";

export const challengeTasks: TaskList = {
  [tasks.challengeExpiry]: jobTask(tasks.challengeExpiry, async ({ challengeId }) => {
    await expireChallenge(challengeId, new Date());
  }),
  [tasks.challengePosted]: jobTask(tasks.challengePosted, async ({ challengeId }) => {
    await sendChallengePosted(challengeId, new Date());
  }),
  [tasks.challengeDigest]: jobTask(tasks.challengeDigest, async (payload) => {
    await sendChallengeDigests(payload._cron?.ts ?? new Date());
  }),
};

/** Daily at 07:00 UTC: the day's new challenges to digest followers. */
export const challengeCrontab = `0 7 * * * ${tasks.challengeDigest}`;

// The open-challenge jobs: expiry at its time, the followers' instant notice, the daily digest.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { tasks } from "../jobs/queue";
import { task } from "../jobs/task";
import { sendChallengeDigests, sendChallengePosted } from "./notify";
import { expireChallenge } from "./post";

const challengePayload = z.object({ challengeId: z.string().min(1) });
const cronPayload = z.object({ _cron: z.object({ ts: z.coerce.date() }) }).partial();

export const challengeTasks: TaskList = {
  [tasks.challengeExpiry]: task(challengePayload, async ({ challengeId }) => {
    await expireChallenge(challengeId, new Date());
  }),
  [tasks.challengePosted]: task(challengePayload, async ({ challengeId }) => {
    await sendChallengePosted(challengeId, new Date());
  }),
  [tasks.challengeDigest]: task(cronPayload, async (payload) => {
    await sendChallengeDigests(payload._cron?.ts ?? new Date());
  }),
};

/** Daily at 07:00 UTC: the day's new challenges to digest followers. */
export const challengeCrontab = `0 7 * * * ${tasks.challengeDigest}`;

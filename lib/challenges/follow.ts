// Following a game: "email me when someone posts an open challenge for Juxtaposition Chess", at
// once or in one daily email. Off by default; stopping all email (mailOff) stops these too.
import { db } from "../db/prisma";
import type { FollowMode } from "../generated/prisma/client";

export const followChoices = ["off", "instant", "digest"] as const;
export type FollowChoice = (typeof followChoices)[number];

const modeOf: Record<Exclude<FollowChoice, "off">, FollowMode> = { instant: "INSTANT", digest: "DIGEST" };

export async function setFollow(userId: string, gameType: string, choice: FollowChoice): Promise<void> {
  if (choice === "off") {
    await db().gameFollow.deleteMany({ where: { userId, gameType } });
    return;
  }
  await db().gameFollow.upsert({
    where: { userId_gameType: { userId, gameType } },
    create: { userId, gameType, mode: modeOf[choice] },
    update: { mode: modeOf[choice] },
  });
}

/** This person's choice per followed game. */
export async function followsOf(userId: string): Promise<Map<string, FollowChoice>> {
  const rows = await db().gameFollow.findMany({ where: { userId } });
  return new Map(rows.map((row) => [row.gameType, row.mode === "INSTANT" ? "instant" : "digest"]));
}

export async function unfollowAll(userId: string): Promise<number> {
  return (await db().gameFollow.deleteMany({ where: { userId } })).count;
}

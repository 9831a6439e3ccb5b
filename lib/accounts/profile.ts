// Saving what a person chose on the account page (checked by ./input.ts).
import { db } from "../db/prisma";
import type { ProfileInput } from "./input";

export async function updateProfile(userId: string, input: ProfileInput): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { name: input.name, timeZone: input.timeZone } });
}

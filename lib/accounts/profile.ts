import { z } from "zod";
import { db } from "../db/prisma";

const zones = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
export const timeZones = [...zones].sort();

export const profileInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a display name: your opponents see it.")
    .max(40, "Keep the display name to 40 characters or fewer.")
    .regex(/^[^<>@]+$/, "A display name can't contain <, > or @."),
  timeZone: z.string().refine((zone) => zones.has(zone), "Choose a time zone from the list."),
});
export type ProfileInput = z.infer<typeof profileInput>;

export async function updateProfile(userId: string, input: ProfileInput): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { name: input.name, timeZone: input.timeZone } });
}

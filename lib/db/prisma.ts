// The Prisma client, built lazily: importing this module never touches the database or
// reads DATABASE_URL, so `next build` can collect pages without one (STACK.md §7).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { processLimits } from "./time-limits";

const holder = globalThis as { pigeonPostPrisma?: PrismaClient };

export function db(): PrismaClient {
  if (!holder.pigeonPostPrisma) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) {
      throw new Error(
        "DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which provide it.",
      );
    }
    // Every query has a time limit (./time-limits.ts): a database that stops answering is an outage.
    holder.pigeonPostPrisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString, max: 10, ...processLimits() }),
    });
  }
  return holder.pigeonPostPrisma;
}

export type { PrismaClient };

/**
 * Puts `client` in the place of the shared client (the old one's connections closed): a test that
 * starts more transactions at once than a process's pool of 10 holds brings one with a wider pool.
 */
export async function replacePrisma(client: PrismaClient): Promise<void> {
  await disconnectPrisma();
  holder.pigeonPostPrisma = client;
}

/** Closes the client's connections if it was ever used (a process stopping before its database). */
export async function disconnectPrisma(): Promise<void> {
  const client = holder.pigeonPostPrisma;
  holder.pigeonPostPrisma = undefined;
  await client?.$disconnect().catch(() => {});
}

// What every fault scenario stands on: its own PostgreSQL (restartable), a real SMTP receiver, this
// process's service layer pointed at them, and the environment its child processes get.
import { disconnectPrisma } from "@/lib/db/prisma";
import { type SmtpReceiver, startSmtpReceiver } from "../../support/smtp";
import { emailFrom } from "./ledger";
import { type RestartablePostgres, restartablePostgres } from "./postgres";

export type Stage = {
  pg: RestartablePostgres;
  smtp: SmtpReceiver;
  /** The environment of a worker or server process: production, as an operator configures it. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function stage(name: string): Promise<Stage> {
  const pg = await restartablePostgres(name);
  const smtp = await startSmtpReceiver();
  process.env.DATABASE_URL = pg.url;
  const env = {
    DATABASE_URL: pg.url,
    SMTP_URL: smtp.url,
    EMAIL_FROM: emailFrom,
    APP_URL: process.env.APP_URL ?? "",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "",
    NODE_ENV: "production",
  };
  return {
    pg,
    smtp,
    env,
    async stop() {
      await disconnectPrisma();
      await smtp.stop();
      await pg.remove();
    },
  };
}

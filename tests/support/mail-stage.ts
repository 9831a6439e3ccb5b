// What the app tests that follow mail end to end share: a real SMTP receiver (the service sends to
// it through SMTP_URL) and a real job worker on the file's database, started before the file's tests
// and stopped after them. The worker's log lines are kept for the tests that read them.
import { afterAll, beforeAll } from "vitest";
import { startWorker, type Worker } from "@/lib/worker";
import { testDatabaseUrl } from "./database";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp";

export type MailStage = { smtp: SmtpReceiver; worker: Worker; log: string[] };

export function mailStage(): MailStage {
  const stage = { log: [] as string[] } as MailStage;
  beforeAll(async () => {
    stage.smtp = await startSmtpReceiver();
    process.env.SMTP_URL = stage.smtp.url;
    stage.worker = await startWorker({
      connectionString: testDatabaseUrl(),
      pollInterval: 100,
      log: (level, message) => stage.log.push(`${level}: ${message}`),
    });
  });
  afterAll(async () => {
    await stage.worker?.stop();
    await stage.smtp?.stop();
  });
  return stage;
}

// A real SMTP receiver for tests: smtp-server accepts the mail, mailparser reads it back.
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Received = ParsedMail & { envelopeTo: string[]; receivedAt: number };

export type SmtpReceiver = {
  url: string;
  port: number;
  messages: Received[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor: (match: (mail: Received) => boolean, timeoutMs?: number) => Promise<Received>;
  /** While down, the server answers every message with a temporary failure. */
  setDown: (down: boolean) => void;
  stop: () => Promise<void>;
};

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: Received[] = [];
  const waiters = new Set<() => void>();
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (down) return callback(Object.assign(new Error("Service unavailable"), { responseCode: 421 }));
          messages.push(
            Object.assign(mail, {
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              receivedAt: Date.now(),
            }),
          );
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    setDown: (value) => {
      down = value;
    },
    waitFor(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's plain-text part that points at `pathname`. */
export function linkTo(text: string | undefined, pathname: string): string {
  const match = new RegExp(`https?://\\S+${pathname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`).exec(
    text ?? "",
  );
  if (!match) throw new Error(`no link to ${pathname} in:\n${text}`);
  return match[0];
}

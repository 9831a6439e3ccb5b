// A real SMTP receiver for tests: smtp-server accepts the mail, mailparser reads it back. It counts
// a message as delivered the way a real MTA does (RFC 5321 §4.1.1.4, RFC 1047): only when its 250
// reply is written to a connection that is still open. A sender that hangs up (or is killed)
// before the reply has not delivered, and its retry is not a duplicate. Faults can be switched on
// while it runs: slow to accept, "try again later" (421), refusing connections, refusing a
// recipient for good (550).
import type { Socket } from "node:net";
import type { Readable } from "node:stream";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Received = ParsedMail & { envelopeTo: string[]; receivedAt: number };

export type SmtpReceiver = {
  url: string;
  port: number;
  /** Delivered messages, in the order their 250 was written. */
  messages: Received[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor: (match: (mail: Received) => boolean, timeoutMs?: number) => Promise<Received>;
  /** While down, the server answers every message with a temporary failure (421). */
  setDown: (down: boolean) => void;
  /** How long the server takes to answer a message once it has all of it (the slow-server fault). */
  setAcceptDelay: (ms: number) => void;
  /** While refusing, nothing listens on the port and open connections are cut (a server that is down). */
  setRefusing: (refusing: boolean) => Promise<void>;
  /** Refuses this recipient for good: 550 to RCPT TO. */
  refuseRecipient: (address: string) => void;
  /** Messages received in full whose reply is still to come: when each reply is due. */
  pendingReplies: () => number[];
  /** Messages whose sender was gone when their reply was due (not delivered). */
  abandoned: () => number;
  /** Connections that failed mid-message (e.g. ECONNRESET from a killed sender), by error code. */
  socketErrors: () => string[];
  stop: () => Promise<void>;
};

type Connection = { id: string; _socket?: Socket };

/**
 * `headersOnly`: keep each message's headers and envelope but not its body (no text, HTML or
 * attachments). For load tests, where the receiver runs on the machine under test and only the
 * subject and arrival matter: parsing every body cost the benchmark a few milliseconds per email,
 * CPU that a real mail server would spend on its own machine.
 */
export async function startSmtpReceiver(options: { headersOnly?: boolean } = {}): Promise<SmtpReceiver> {
  const parse = options.headersOnly ? parseHeaders : simpleParser;
  const messages: Received[] = [];
  const waiters = new Set<() => void>();
  const refused = new Set<string>();
  const replies = new Map<string, number>();
  let down = false;
  let acceptDelayMs = 0;
  let abandoned = 0;
  let replyId = 0;
  const socketErrors: string[] = [];

  const connectionOf = (sessionId: string) =>
    [...(server.connections as Set<unknown>)].find((c) => (c as Connection).id === sessionId) as
      | Connection
      | undefined;
  const open = (sessionId: string) => {
    const socket = connectionOf(sessionId)?._socket;
    return !!socket && !socket.destroyed && socket.readyState === "open";
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Pooled client connections stay open; stopping need not wait the default 30 s for them.
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      parse(stream)
        .then(async (mail) => {
          const id = String(replyId++);
          replies.set(id, Date.now() + acceptDelayMs);
          if (acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
          replies.delete(id);
          // Let the socket's pending events (a sender that hung up) be seen before deciding.
          await new Promise((resolve) => setImmediate(resolve));
          if (down) return callback(Object.assign(new Error("Service unavailable"), { responseCode: 421 }));
          // The reply is written synchronously by callback() below; a sender already gone gets
          // nothing, and its message was not delivered.
          if (!open(session.id)) {
            abandoned++;
            return callback(Object.assign(new Error("Sender gone"), { responseCode: 451 }));
          }
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
  // A sender killed mid-message resets its connection (ECONNRESET inside a transaction), and
  // smtp-server re-emits that as the server's "error" event: unheard, it would be an uncaught
  // exception in the test process. A real MTA logs it and drops the message; so does this one
  // (the message was never replied to, so it was not delivered).
  server.on("error", (error: NodeJS.ErrnoException) => {
    socketErrors.push(error.code ?? error.message);
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
    setAcceptDelay: (ms) => {
      acceptDelayMs = ms;
    },
    async setRefusing(refusing) {
      if (refusing) {
        await new Promise<void>((resolve) => {
          server.server.close(() => resolve());
          for (const connection of server.connections as Set<unknown>)
            (connection as Connection)._socket?.destroy();
        });
      } else {
        await new Promise<void>((resolve) => server.server.listen(port, "127.0.0.1", () => resolve()));
      }
    },
    refuseRecipient: (address) => {
      refused.add(address.toLowerCase());
    },
    pendingReplies: () => [...replies.values()],
    abandoned: () => abandoned,
    socketErrors: () => [...socketErrors],
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

/** The message's header block (up to its first empty line) parsed; the rest is read and dropped. */
async function parseHeaders(stream: Readable): Promise<ParsedMail> {
  let read = Buffer.alloc(0);
  let head: Buffer | undefined;
  for await (const chunk of stream) {
    if (head) continue;
    read = Buffer.concat([read, chunk as Buffer]);
    const end = read.indexOf("\r\n\r\n");
    if (end >= 0) head = read.subarray(0, end + 4);
  }
  return simpleParser(head ?? read);
}

/** The first link in a mail's plain-text part that points at `pathname`. */
export function linkTo(text: string | undefined, pathname: string): string {
  const match = new RegExp(`https?://\\S+${pathname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`).exec(
    text ?? "",
  );
  if (!match) throw new Error(`no link to ${pathname} in:\n${text}`);
  return match[0];
}

// The built-in SMTP receiver for replies (smtp-server): point a domain's MX at it (or relay to it
// from your own mail server), set INBOUND_DOMAIN, INBOUND_SMTP_PORT and INBOUND_SMTP_HOST. Every
// message is hostile until shown otherwise, so everything is refused as early as SMTP allows:
// - RCPT TO: only a live reply key of ours, within the limits per key, sender and IP
//   (lib/inbound/admit.ts); anything else 550 (or 452), so nothing is ever bounced by us later;
// - DATA: SIZE is announced and counted while the message streams in; past it the rest is
//   discarded unread and the answer is 552, so a connection never holds more than one message;
// - connections: a cap in all and per IP, an idle timeout and a deadline for the whole session;
//   in trust mode (INBOUND_AUTH=trust:…) only the relay's addresses may connect at all, since the
//   Authentication-Results on top is believed (INBOUND_RELAY_ADDRESSES, lib/config.ts).
// A message is stored with its job (lib/inbound/receive.ts) and 250 said only once that
// committed: it is either ours to handle or still the sender's to retry.
import { BlockList, isIPv4 } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { config } from "../config";
import { admitRecipient } from "./admit";
import { inboundSizeLimit, receiveReply } from "./receive";

/** What one receiver lets in. The defaults suit a receiver that is the domain's MX. */
export type ReceiverLimits = {
  /** The largest message (announced as SIZE): a reply with a move and a quote is kilobytes. */
  messageBytes: number;
  connections: number;
  /** Connections and messages per connecting IP; off behind your own MTA (it is the only client). */
  perIp: boolean;
  connectionsPerIp: number;
  /** Silence from the client longer than this ends the connection. */
  idleMs: number;
  /** A whole connection, however busy: a sender trickling a byte at a time is cut off here. */
  sessionMs: number;
  /** Recipients of one message: a reply has one. */
  recipients: number;
  /** Refused recipients on one connection before it is closed (someone guessing keys). */
  refusedRecipients: number;
};

export const receiverLimits: ReceiverLimits = {
  messageBytes: inboundSizeLimit,
  connections: 100,
  perIp: true,
  connectionsPerIp: 5,
  idleMs: 30_000,
  sessionMs: 5 * 60_000,
  recipients: 5,
  refusedRecipients: 5,
};

export type Receiver = { port: number; host: string; stop: () => Promise<void> };

/** The relay's addresses (IPs and CIDRs, as lib/config.ts checked them) as a list to match against. */
function relayList(addresses: string[]): BlockList {
  const list = new BlockList();
  for (const address of addresses) {
    const [net, bits] = address.split("/");
    const family = isIPv4(net) ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(net, family);
    else list.addSubnet(net, Number(bits), family);
  }
  return list;
}

/** Whether `ip` (an IPv4 one may come as ::ffff:a.b.c.d on a dual-stack socket) is on the list. */
function listed(list: BlockList, ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (v4) return list.check(v4, "ipv4");
  return list.check(ip, isIPv4(ip) ? "ipv4" : "ipv6");
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

type Connection = { id: string; send(code: number, message: string): void; close(): void };

export async function startReceiver(
  port: number,
  options: {
    host?: string;
    log?: (line: string) => void;
    limits?: Partial<ReceiverLimits>;
    /** In trust mode, who may connect; INBOUND_RELAY_ADDRESSES (lib/config.ts) unless given. */
    relayAddresses?: string[];
  } = {},
): Promise<Receiver> {
  const log = options.log ?? ((line: string) => console.log(line));
  const inbound = config().inbound;
  const relays =
    inbound?.auth.kind === "trust" ? relayList(options.relayAddresses ?? inbound.relayAddresses) : null;
  const host = options.host ?? config().inbound?.smtpHost ?? "127.0.0.1";
  const limits: ReceiverLimits = {
    ...receiverLimits,
    // Behind your own MTA every connection is that MTA's: limits per IP would limit everyone.
    perIp: config().inbound?.auth.kind !== "trust",
    ...options.limits,
  };
  const perIp = new Map<string, number>();
  const open = new Map<string, { ip: string; deadline: NodeJS.Timeout }>();
  const refused = new Map<string, number>();
  const connectionOf = (id: string) =>
    [...(server.connections as unknown as Set<Connection>)].find((connection) => connection.id === id);

  const server = new SMTPServer({
    name: "pigeon-post",
    banner: "Pigeon Post replies",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    size: limits.messageBytes,
    maxClients: limits.connections,
    socketTimeout: limits.idleMs,
    closeTimeout: 2000,
    onConnect(session, callback) {
      const ip = session.remoteAddress;
      if (relays && !listed(relays, ip))
        return callback(
          smtpError(
            554,
            `5.7.1 This server takes mail only from its relay; ${ip} is not one of its addresses`,
          ),
        );
      const count = perIp.get(ip) ?? 0;
      if (limits.perIp && count >= limits.connectionsPerIp)
        return callback(smtpError(421, "Too many connections from your address, try again later"));
      perIp.set(ip, count + 1);
      const deadline = setTimeout(() => {
        const connection = connectionOf(session.id);
        if (!connection) return;
        connection.send(421, "Session too long, closing connection");
        connection.close();
      }, limits.sessionMs);
      deadline.unref();
      open.set(session.id, { ip, deadline });
      callback();
    },
    onClose(session) {
      const entry = open.get(session.id);
      refused.delete(session.id);
      if (!entry) return;
      open.delete(session.id);
      clearTimeout(entry.deadline);
      const count = (perIp.get(entry.ip) ?? 1) - 1;
      if (count > 0) perIp.set(entry.ip, count);
      else perIp.delete(entry.ip);
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= limits.recipients)
        return callback(smtpError(452, "Too many recipients for one reply"));
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      const ip = limits.perIp ? session.remoteAddress : null;
      admitRecipient(address.address, sender, ip, new Date())
        .then((admission) => {
          if (admission.ok) return callback();
          const times = (refused.get(session.id) ?? 0) + 1;
          refused.set(session.id, times);
          callback(smtpError(admission.permanent ? 550 : 452, admission.reason));
          if (times >= limits.refusedRecipients) {
            const connection = connectionOf(session.id);
            connection?.send(421, "Too many refused recipients, closing connection");
            connection?.close();
          }
        })
        .catch((error: Error) => {
          log(`Inbound recipient not checked (the sender will retry): ${error.message}`);
          callback(smtpError(451, "Try again later"));
        });
    },
    onData(stream, session, callback) {
      // Kept only up to the limit: past it the rest streams by unkept and the answer is 552.
      const chunks: Buffer[] = [];
      let kept = 0;
      stream.on("data", (chunk: Buffer) => {
        if (kept + chunk.length > limits.messageBytes) {
          kept = limits.messageBytes + 1;
          chunks.length = 0;
          return;
        }
        chunks.push(chunk);
        kept += chunk.length;
      });
      stream.on("end", () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded || kept > limits.messageBytes)
          return callback(smtpError(552, "Message too large for a reply"));
        storeMessage(Buffer.concat(chunks, kept), session, callback, log);
      });
    },
  });
  // A sender that drops the connection mid-message is routine for an MTA: log it, carry on.
  server.on("error", (error: Error) => log(`Inbound SMTP connection error: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    host,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function storeMessage(
  raw: Buffer,
  session: SMTPServerSession,
  callback: (error?: Error | null) => void,
  log: (line: string) => void,
) {
  const mailFrom = session.envelope.mailFrom;
  receiveReply({
    raw,
    envelopeFrom: mailFrom ? mailFrom.address : "",
    rcptTo: session.envelope.rcptTo.map((r) => r.address),
    remoteAddress: session.remoteAddress ?? null,
    helo: session.hostNameAppearsAs ?? null,
  })
    .then(() => callback())
    .catch((error: Error) => {
      log(`Inbound mail not stored (the sender will retry): ${error.message}`);
      callback(smtpError(451, "Try again later"));
    });
}

// The built-in SMTP receiver for replies (smtp-server): point a domain's MX at it (or relay to it
// from your own mail server), set INBOUND_DOMAIN and INBOUND_SMTP_PORT. It accepts mail only for
// reply addresses of ours (anything else: 550 at RCPT, so nothing is ever bounced by us later),
// stores each message with its job (lib/inbound/receive.ts) and says 250 only once that committed:
// a message is either ours to handle or still the sender's to retry.
import { SMTPServer } from "smtp-server";
import { keyInAddress } from "../mail/reply-address";
import { inboundSizeLimit, receiveReply } from "./receive";

export type Receiver = { port: number; stop: () => Promise<void> };

export async function startReceiver(
  port: number,
  options: { host?: string; log?: (line: string) => void } = {},
): Promise<Receiver> {
  const log = options.log ?? ((line: string) => console.log(line));
  const server = new SMTPServer({
    name: "pigeon-post",
    banner: "Pigeon Post replies",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    size: inboundSizeLimit,
    closeTimeout: 2000,
    onRcptTo(address, _session, callback) {
      if (!keyInAddress(address.address))
        return callback(Object.assign(new Error("No such recipient here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error("Message too large for a reply"), { responseCode: 552 }));
        const mailFrom = session.envelope.mailFrom;
        receiveReply({
          raw: Buffer.concat(chunks),
          envelopeFrom: mailFrom ? mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          remoteAddress: session.remoteAddress ?? null,
          helo: session.hostNameAppearsAs ?? null,
        })
          .then(() => callback())
          .catch((error: Error) => {
            log(`Inbound mail not stored (the sender will retry): ${error.message}`);
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          });
      });
    },
  });
  // A sender that drops the connection mid-message is routine for an MTA: log it, carry on.
  server.on("error", (error: Error) => log(`Inbound SMTP connection error: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, options.host ?? "0.0.0.0", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

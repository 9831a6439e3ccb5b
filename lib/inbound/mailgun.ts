// Replies through a Mailgun route, for a deployment without its own MX: a route on the reply domain
// with the action forward("https://<APP_URL>/api/inbound/mailgun/mime"). An address ending in
// "mime" makes Mailgun post the message as it came (body-mime), so the same pipeline reads it as
// the built-in receiver's (lib/inbound/receive.ts). Mailgun was chosen for that raw message and
// for its signature: an HMAC-SHA256 of timestamp + token under the webhook signing key
// (MAILGUN_SIGNING_KEY), checked here before anything is stored. The signature covers only the
// timestamp and token, not the message, so each token is accepted once (stored in PostgreSQL,
// shared by every instance): a captured post cannot carry another message in. What Mailgun itself
// attests of the sending server is the Received line its MX put on top (lib/inbound/authenticate.ts).
// Its answers: 200 stored (or a copy already stored), 406 "not applicable" stops Mailgun's retries
// (not a live reply address of ours, no message, too large), 401 for a bad or used signature, 429
// over a limit; anything else, it retries for 8 hours.
import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../config";
import { keyInAddress } from "../mail/reply-address";
import { admitRecipient } from "./admit";
import { inboundSizeLimit, receiveReply } from "./receive";

export type WebhookAnswer = { status: 200 | 401 | 404 | 406 | 429; text: string };

/** Signatures older (or newer) than this are refused: a captured request cannot be replayed later. */
export const signatureWindowSeconds = 5 * 60;

export function mailgunSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest("hex");
}

function signedByMailgun(signingKey: string, field: (name: string) => string | null, now: Date): boolean {
  const timestamp = field("timestamp") ?? "";
  const token = field("token") ?? "";
  const signature = field("signature") ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature) || token.length === 0) return false;
  if (token.length > 200) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > signatureWindowSeconds) return false;
  const expected = Buffer.from(mailgunSignature(signingKey, timestamp, token), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** Checks and stores one posted message; `field` reads the posted form. */
export async function acceptMailgunPost(
  field: (name: string) => string | null,
  now: Date,
): Promise<WebhookAnswer> {
  const signingKey = config().inbound?.mailgunSigningKey;
  if (!signingKey) return { status: 404, text: "Not found." };
  if (!signedByMailgun(signingKey, field, now)) return { status: 401, text: "Signature does not verify." };
  const mime = field("body-mime");
  if (!mime) return { status: 406, text: "No message (body-mime): route to an address ending in /mime." };
  const raw = Buffer.from(mime, "utf8");
  if (raw.length > inboundSizeLimit) return { status: 406, text: "Message too large for a reply." };
  const recipients = (field("recipient") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => keyInAddress(address))
    .slice(0, 1);
  if (recipients.length === 0) return { status: 406, text: "Not a reply address of this service." };
  const envelopeFrom = field("sender") ?? "";
  const admission = await admitRecipient(recipients[0], envelopeFrom, null, now);
  if (!admission.ok) return { status: admission.permanent ? 406 : 429, text: `${admission.reason}.` };
  const stored = await receiveReply(
    // The connecting server is Mailgun's to know: the sender checks read it from the Received
    // line Mailgun's MX added on top (lib/inbound/authenticate.ts).
    { raw, envelopeFrom, rcptTo: recipients, remoteAddress: null, helo: null },
    { mailgunToken: field("token") ?? "" },
  );
  if (stored === "replayed") return { status: 401, text: "This signed request was used before." };
  return { status: 200, text: stored === "duplicate" ? "Already received." : "Received." };
}

// Did this reply come from the address in its From header? A reply that moves must be the
// player's own, and a From header is trivially forged, so before a reply acts we want the verdict
// of the receiving side:
// - INBOUND_AUTH=mailauth (the default in production, when this service is the MX): DKIM, SPF and
//   DMARC checked here by mailauth, from the connecting IP, HELO name and envelope sender. Through
//   Mailgun, the connecting server is the one Mailgun's MX wrote in the Received line on top.
// - INBOUND_AUTH=trust:<authserv-id>: your own mail server (or provider) has checked, and says so
//   in the Authentication-Results header it adds on top, which we read only under its authserv-id.
// - INBOUND_AUTH=off (the default in development): every reply counts as authenticated.
// In every mode the pass must be for the player's own address: the one From address (the reply is
// refused before this with any other number of them) is the address DMARC evaluated, and its
// domain is the player's. A reply that is not authenticated never moves: it gets a link to
// confirm it instead.
import { createRequire } from "node:module";
import { authenticate, type DNSResolver } from "mailauth";
import type { InboundAuth } from "../config";

// mailauth's own parsers for these headers (it reads ARC's Authentication-Results with the first).
const require = createRequire(import.meta.url);
type ResultInfo = { value?: string; header?: { from?: string } };
const parseAuthResults: (header: string) => { parsed: { value?: string; dmarc?: ResultInfo } } =
  require("mailauth/lib/parse-dkim-headers");
const { parseReceived } = require("mailauth/lib/parse-received") as {
  parseReceived: (header: string) => { from?: { value?: string; comment?: string }; by?: { value?: string } };
};

export type SenderCheck = { authenticated: boolean; detail: string };

export type Arrival = {
  raw: Uint8Array;
  /** The one address of the From header, the player's. */
  from: string;
  envelopeFrom: string;
  /** The connecting server; null when a provider's webhook brought the message (Mailgun). */
  remoteAddress: string | null;
  helo: string | null;
  /** The Authentication-Results header values, topmost first. */
  authenticationResults: string[];
  /** The Received header values, topmost first. */
  received: string[];
};

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** Relaxed alignment (RFC 7489 §3.1) without a public-suffix list: one domain is, or ends in, the other. */
function aligned(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/** Mailgun's MX hosts, which write the Received line a route's post carries on top. */
const mailgunMx = /^mx[a-z0-9-]*\.(eu\.)?mailgun\.org$/i;

/**
 * The sending server as Mailgun attests it: the topmost Received line, which must be one its MX
 * wrote (a message whose top line is anyone else's is not what Mailgun received).
 */
export function mailgunConnection(received: string[]): { ip: string; helo: string } | null {
  const top = received[0];
  if (!top) return null;
  const line = parseReceived(`Received: ${top}`);
  if (!mailgunMx.test(line.by?.value ?? "")) return null;
  const ip = /\[(?:IPv6:)?([0-9a-fA-F:.]+)\]/.exec(line.from?.comment ?? "")?.[1];
  return ip ? { ip, helo: line.from?.value ?? ip } : null;
}

async function byMailauth(arrival: Arrival, resolver?: DNSResolver): Promise<SenderCheck> {
  const connection = arrival.remoteAddress
    ? { ip: arrival.remoteAddress, helo: arrival.helo ?? undefined }
    : mailgunConnection(arrival.received);
  if (!connection) return { authenticated: false, detail: "no Received line from Mailgun's MX on top" };
  const result = await authenticate(Buffer.from(arrival.raw), {
    ...connection,
    sender: arrival.envelopeFrom || undefined,
    disableArc: true,
    disableBimi: true,
    ...(resolver ? { resolver } : {}),
  });
  const fromDomain = domainOf(arrival.from);
  const evaluated = (result.dkim.headerFrom ?? []).map((address) => address.toLowerCase());
  const dmarc = result.dmarc ? result.dmarc.status.result : "none";
  const spf = result.spf ? result.spf.status.result : "none";
  const dkim = (result.dkim.results ?? [])
    .filter((r) => r.status.result === "pass")
    .map((r) => r.signingDomain);
  const detail = `dmarc=${dmarc} spf=${spf} dkim=${dkim.length ? `pass (${dkim.join(", ")})` : "none"}`;
  // What DMARC evaluated must be exactly the address compared with the player's.
  if (evaluated.length !== 1 || evaluated[0] !== arrival.from)
    return { authenticated: false, detail: `${detail}; checked From ${evaluated.join(", ") || "none"}` };
  if (dmarc === "pass") return { authenticated: true, detail };
  if (dmarc !== "none") return { authenticated: false, detail };
  // The sender's domain publishes no DMARC policy: an aligned SPF or DKIM pass is what DMARC
  // itself would have asked for.
  const spfAligned =
    spf === "pass" &&
    !!result.spf &&
    aligned(result.spf.domain ?? domainOf(arrival.envelopeFrom), fromDomain);
  const dkimAligned = dkim.some((domain) => aligned(domain, fromDomain));
  return { authenticated: spfAligned || dkimAligned, detail };
}

/**
 * The verdict of the topmost Authentication-Results header under our mail server's authserv-id:
 * ours is added on top, so any lower one of the same id was written before it arrived (by the
 * sender). Only its DMARC result counts, and only a pass for the From address's domain.
 */
function byTrustedHeader(arrival: Arrival, authservId: string): SenderCheck {
  const ours = arrival.authenticationResults
    .map((header) => parseAuthResults(`Authentication-Results: ${header}`).parsed)
    .find((parsed) => (parsed.value ?? "").split(/\s+/)[0].toLowerCase() === authservId.toLowerCase());
  if (!ours) return { authenticated: false, detail: `no Authentication-Results from ${authservId}` };
  const dmarc = (ours.dmarc?.value ?? "none").toLowerCase();
  // header.from is the From domain (some servers write the whole address).
  const checked = domainOf(ours.dmarc?.header?.from ?? "");
  const detail = `${authservId}: dmarc=${dmarc}${checked ? ` header.from=${checked}` : ""}`;
  return { authenticated: dmarc === "pass" && checked === domainOf(arrival.from), detail };
}

/** Whether the reply's sender is authenticated, and why (for the log and the answer). */
export async function checkSender(
  arrival: Arrival,
  auth: InboundAuth,
  resolver?: DNSResolver,
): Promise<SenderCheck> {
  if (auth.kind === "off") return { authenticated: true, detail: "sender checks are off" };
  if (auth.kind === "trust") return byTrustedHeader(arrival, auth.authservId);
  try {
    return await byMailauth(arrival, resolver);
  } catch (error) {
    return { authenticated: false, detail: `the checks failed: ${(error as Error).message}` };
  }
}

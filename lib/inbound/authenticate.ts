// Did this reply come from the address in its From header? A reply that moves must be the
// player's own, and a From header is trivially forged, so before a reply acts we want the verdict
// of the receiving side:
// - INBOUND_AUTH=mailauth (the default in production, when this service is the MX): DKIM, SPF and
//   DMARC checked here by mailauth, from the connecting IP, HELO name and envelope sender. Through
//   Mailgun, the connecting server is the one Mailgun's MX wrote in the Received line on top.
// - INBOUND_AUTH=trust:<authserv-id>: your own mail server (or provider) has checked, and says so
//   in the Authentication-Results header it adds on top, which we read only under its authserv-id
//   and only when it is the topmost one (RFC 8601 §5: the relay strips headers of its id that came
//   in, and adds its own above everything). Only the relay may connect (lib/inbound/receiver.ts).
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

/** The header's results with comments and quoted strings removed, one per `;`-separated part. */
function resultsOf(header: string): string[] {
  let bare = header.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  // Comments nest (RFC 5322 §3.2.2): innermost first, until none is left.
  for (let before = ""; before !== bare; ) {
    before = bare;
    bare = bare.replace(/\((?:[^()\\]|\\.)*\)/g, " ");
  }
  return bare
    .split(";")
    .slice(1)
    .map((part) => part.trim());
}

/**
 * The verdict of the topmost Authentication-Results header, which must be our mail server's (its
 * authserv-id): ours is added on top, so a lower one of the same id was written before it arrived
 * (by the sender), and with no header of ours on top the relay wrote none, which is a fail, never
 * a reason to look further down. Only its DMARC result counts, only a pass for the From address's
 * domain, and only when it is the header's one DMARC result (mailauth's parser keeps the last).
 */
function byTrustedHeader(arrival: Arrival, authservId: string): SenderCheck {
  const top = arrival.authenticationResults[0];
  if (top === undefined)
    return { authenticated: false, detail: `no Authentication-Results from ${authservId}` };
  const ours = parseAuthResults(`Authentication-Results: ${top}`).parsed;
  const id = (ours.value ?? "").split(/\s+/)[0].toLowerCase();
  if (id !== authservId.toLowerCase())
    return {
      authenticated: false,
      detail: `the topmost Authentication-Results is not from ${authservId} (the relay wrote none)`,
    };
  const dmarcResults = resultsOf(top).filter((result) => /^dmarc\s*=/i.test(result)).length;
  if (dmarcResults > 1)
    return { authenticated: false, detail: `${authservId}: ${dmarcResults} DMARC results in one header` };
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

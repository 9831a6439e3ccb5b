// Did this reply come from the address in its From header? A reply that moves must be the
// player's own, and a From header is trivially forged, so before a reply acts we want the verdict
// of the receiving side:
// - INBOUND_AUTH=mailauth (the default in production, when this service is the MX): DKIM, SPF and
//   DMARC checked here by mailauth, from the connecting IP, HELO name and envelope sender.
// - INBOUND_AUTH=trust:<authserv-id>: your own mail server (or provider) has checked, and says so
//   in the Authentication-Results header it adds, which we read only under its authserv-id.
// - INBOUND_AUTH=off (the default in development): every reply counts as authenticated.
// A reply that is not authenticated never moves: it gets a link to confirm it instead.
import { authenticate, type DNSResolver } from "mailauth";
import type { InboundAuth } from "../config";

export type SenderCheck = { authenticated: boolean; detail: string };

export type Arrival = {
  raw: Buffer;
  /** The address in the From header. */
  from: string;
  envelopeFrom: string;
  remoteAddress: string | null;
  helo: string | null;
  /** The Authentication-Results headers, topmost first. */
  authenticationResults: string[];
};

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** Relaxed alignment (RFC 7489 §3.1) without a public-suffix list: one domain is, or ends in, the other. */
function aligned(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

async function byMailauth(arrival: Arrival, resolver?: DNSResolver): Promise<SenderCheck> {
  // From a provider's signed webhook there is no connection of ours: the connecting address and
  // HELO name are read from the topmost Received header, which the provider added.
  const connection = arrival.remoteAddress
    ? { ip: arrival.remoteAddress, helo: arrival.helo ?? undefined }
    : { trustReceived: true };
  const result = await authenticate(arrival.raw, {
    ...connection,
    sender: arrival.envelopeFrom || undefined,
    disableArc: true,
    disableBimi: true,
    ...(resolver ? { resolver } : {}),
  });
  const fromDomain = domainOf(arrival.from);
  const dmarc = result.dmarc ? result.dmarc.status.result : "none";
  const spf = result.spf ? result.spf.status.result : "none";
  const dkim = (result.dkim.results ?? [])
    .filter((r) => r.status.result === "pass")
    .map((r) => r.signingDomain);
  const detail = `dmarc=${dmarc} spf=${spf} dkim=${dkim.length ? `pass (${dkim.join(", ")})` : "none"}`;
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

/** The verdict of the topmost Authentication-Results header under our mail server's authserv-id. */
function byTrustedHeader(arrival: Arrival, authservId: string): SenderCheck {
  const ours = arrival.authenticationResults.find(
    (header) => header.trim().split(/[;\s]/)[0].toLowerCase() === authservId.toLowerCase(),
  );
  if (!ours) return { authenticated: false, detail: `no Authentication-Results from ${authservId}` };
  const dmarc = /\bdmarc=(\w+)/i.exec(ours)?.[1]?.toLowerCase() ?? "none";
  return { authenticated: dmarc === "pass", detail: `${authservId}: dmarc=${dmarc}` };
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

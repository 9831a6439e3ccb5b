// A server-rendered page's HTML in its two parts: the markup, and the RSC flight payload that
// Next.js appends as `self.__next_f.push([1, "…"])` scripts for React to hydrate from.

export function splitFlight(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)];
  let sent = 0;
  let flight = "";
  for (const [whole, args] of scripts) {
    sent += Buffer.byteLength(whole);
    const parsed = JSON.parse(args) as [number, string?];
    if (parsed[0] === 1 && typeof parsed[1] === "string") flight += parsed[1];
  }
  const total = Buffer.byteLength(html);
  /** Bytes of the whole page, of its markup, of the flight scripts as sent, and the flight decoded. */
  return { total, markup: total - sent, flightSent: sent, flight };
}

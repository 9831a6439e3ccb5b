import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { cache } from "react";
import GamePage, { generateMetadata as gameMetadataOf } from "@/app/games/[id]/page";
import { needsWelcome } from "@/lib/accounts/welcome";
import { currentUser } from "@/lib/auth/session";
import { linkOpening, resolveGameLink } from "@/lib/games/stored/links";
import { AddressOf } from "./address-of";

// The game page at the game link's own address, for a browser already signed in as the link's
// owner: the proxy (proxy.ts) sends such a GET of /play/<token> here instead of the route's
// redirect to /games/<id>, which on a phone's slow network costs a whole round trip before the
// board (about 0.3 s under `npm run bench:phone`'s network). Nothing is opened or written: this
// browser's session is the link's. Another account is asked first, as the route does; anything
// else (an expired session, a newcomer who has not chosen a name, a link that does not work) goes
// back to the route, which answers it as before (`?open` keeps the proxy from sending it here
// again). Once the page runs, the address becomes /games/<id>, the one to keep and share.

type Props = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

// The metadata and the page read the link once per request.
const gameOfLink = cache(async (token: string): Promise<string> => {
  const now = new Date();
  const [target, viewer] = await Promise.all([resolveGameLink(token, now), currentUser()]);
  const opening = target ? linkOpening(target, viewer?.id ?? null) : null;
  // Another account: asked first, as the route would (app/play/[token]/switch).
  if (opening === "ask") redirect(`/play/${encodeURIComponent(token)}/switch`);
  if (!target || opening !== "signed-in" || needsWelcome({ name: viewer?.name ?? null }))
    redirect(`/play/${encodeURIComponent(token)}?open`);
  return target.gameId;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = await gameOfLink((await params).token);
  const game = await gameMetadataOf({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });
  // The token is in the address: no referrer to other sites, and no index.
  return { ...game, robots: { index: false }, referrer: "same-origin" };
}

export default async function GameAtItsLink({ params }: Props) {
  const id = await gameOfLink((await params).token);
  return (
    <>
      <AddressOf path={`/games/${id}`} />
      <GamePage params={Promise.resolve({ id })} searchParams={Promise.resolve({})} />
    </>
  );
}

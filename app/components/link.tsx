// The site's links between its own pages: next/link without prefetching. By default Next.js fetches
// the server's rendering of every link on screen once the page has run (on a game page: home, both
// players, the board turned round, the analysis board; again after the router's state changes), a
// server render each, and on a phone's slow connection bytes the player did not ask for. A page here
// is read, then one link is followed; it is fetched then. Import Link from here, not next/link
// (biome.json says so).
import NextLink from "next/link";
import type { ComponentProps } from "react";

export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}

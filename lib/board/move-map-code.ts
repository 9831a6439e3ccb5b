// A move map (move-map.ts) as one short string, "b1:a3,c3 g1:f3,h3": how the game page sends it to
// its board, in the RSC payload and in the HTML's data-early-moves, which the early-taps script
// reads before the page's scripts run (app/components/board/early-taps.ts). As JSON in an
// attribute every quote became &quot;. No engine here: it runs in the browser.

import type { MoveMap } from "./move-map";

export function moveMapCode(map: MoveMap): string {
  return Object.entries(map)
    .map(([from, destinations]) => `${from}:${destinations.join(",")}`)
    .join(" ");
}

export function moveMapOfCode(code: string): MoveMap {
  const map: Record<string, readonly string[]> = {};
  for (const entry of code === "" ? [] : code.split(" ")) {
    const [from, destinations = ""] = entry.split(":");
    if (destinations !== "") map[from] = destinations.split(",");
  }
  return map;
}

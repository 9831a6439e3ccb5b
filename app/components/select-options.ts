// The options of the game and time-control selects, for server components (the catalog reads the
// engine registry, which a client form should not load: pass the options to it).
import { catalog, gameCount } from "@/lib/games/catalog/catalog";
import { timeControls } from "@/lib/invitations/input";
import type { Option } from "./select-field";

/** Every game by name; `any` first ("All six games") for a filter. */
export const gameOptions = (any: boolean): Option[] => [
  ...(any ? [["", `All ${gameCount}`] as const] : []),
  ...catalog.map((entry) => [entry.id, entry.name] as const),
];

/** The time controls in days; `any` first for a filter. */
export const dayOptions = (any: boolean): Option[] => [
  ...(any ? [["", "Any"] as const] : []),
  ...timeControls.map((days) => [String(days), `${days} ${days === 1 ? "day" : "days"}`] as const),
];

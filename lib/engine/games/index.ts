// The registry of games by stable id. To add a game: import its Variant and add it to the list.

import type { Variant } from "../variant";
import { chess } from "./chess";
import { diagonal } from "./diagonal";
import { joust } from "./joust";
import { juxtaposition } from "./juxtaposition";
import { kingsCourt } from "./kings-court";
import { wildJokers } from "./wild-jokers";

export const VARIANTS: readonly Variant[] = [chess, diagonal, kingsCourt, juxtaposition, wildJokers, joust];

// What the analysis board sends to keep a player's analysis: the game, the revision the board's
// copy was read at, and the moves as kept (./stored.ts). Checked here before anything reads it.
import { z } from "zod";
import { recordIdPattern } from "../input/record-id";
import { storedAnalysis } from "./stored";

/** The kept analysis as JSON, at most this many characters (moves and comments). */
export const analysisSizeLimit = 100_000;

export const analysisInput = z.object({
  gameId: z
    .string({ error: "This board names no game. Reload the page." })
    .regex(recordIdPattern, "This board names no game. Reload the page."),
  revision: z
    .number({ error: "This board's copy of your analysis does not read. Reload the page." })
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  moves: storedAnalysis.refine((moves) => JSON.stringify(moves).length <= analysisSizeLimit, {
    message: "Your analysis is too large to keep: delete some variations or comments.",
  }),
});

/** What a caller hands in, before it is checked: any field may be missing or of any type. */
export type AnalysisInput = { [K in keyof z.input<typeof analysisInput>]?: unknown };

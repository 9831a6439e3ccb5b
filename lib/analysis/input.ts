// A kept analysis as it may be: the shape of its stored moves (./stored.ts), and what the analysis
// board sends to keep one (the game, the revision its copy was read at, the moves). Checked here
// before any move is read.
import { z } from "zod";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { commentLimit, storedMoveLimit } from "./stored";

const storedMove = z.object(
  {
    from: z.number({ error: "An analysis move names no move before it." }).int().min(-1),
    move: typedText({ what: "Moves", max: 100, tooLong: "That is not a move: it is far too long." }).pipe(
      z.string().min(1, "An analysis move is empty."),
    ),
    comment: typedText({
      what: "Comments",
      max: commentLimit,
      multiline: true,
      tooLong: `A comment can be at most ${commentLimit} characters.`,
    }).optional(),
  },
  { error: "An analysis move does not read." },
);

const unreadable = "The analysis does not read. Reload the page.";

/** A kept analysis as it is stored or sent (./stored.ts): its shape, before any move is read. */
export const storedAnalysis = z
  .unknown()
  // The count is checked before any entry is read: a huge list costs nothing.
  .superRefine((value, context) => {
    if (!Array.isArray(value)) context.addIssue({ code: "custom", message: unreadable, abort: true });
    else if (value.length > storedMoveLimit)
      context.addIssue({
        code: "custom",
        message: `An analysis can hold at most ${storedMoveLimit} moves.`,
        abort: true,
      });
  })
  .pipe(z.array(storedMove, { error: unreadable }))
  .superRefine((moves, context) => {
    // Each move comes after the one it was played from: the list is the tree in order, no cycles.
    if (moves.some((entry, index) => entry.from >= index))
      context.addIssue({ code: "custom", message: unreadable });
  });

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

// Start positions the tests hold against the engine, written out once (docs/rules/<game>.md gives
// them). The variants' own start positions live in their tables, tests/pure/<game>.cases.ts.

/** The FIDE start position (docs/rules/chess.md §2). */
export const CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A square's shade, from its file and rank (both from 0): a1 is dark, as on every chessboard. Its
// own module, without the engine, because the browser rebuilds boards too (board-code.ts).

export type Shade = "light" | "dark";

export const shadeOf = (file: number, rank: number): Shade => ((file + rank) % 2 === 0 ? "dark" : "light");

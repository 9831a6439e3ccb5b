// File letters and rank digits drawn as strokes, so the PNG renderer needs no fonts and the web
// and the email show the very same labels. Each glyph sits in a 4 × 6 box (y down, baseline at 6;
// descenders reach 8).

const GLYPHS: Readonly<Record<string, string>> = {
  "0": "M2 0 C-0.1 0 -0.1 6 2 6 C4.1 6 4.1 0 2 0 Z",
  "1": "M0.8 1.2 L2.2 0 L2.2 6 M0.8 6 L3.6 6",
  "2": "M0.4 1.3 C0.9 -0.4 3.9 -0.4 3.7 1.7 C3.5 3.1 1 4.1 0.3 6 L3.9 6",
  "3": "M0.4 0.6 C1.6 -0.4 3.9 0.1 3.6 1.7 C3.4 2.8 2.2 3 1.5 3 C2.6 3 3.9 3.5 3.8 4.7 C3.6 6.5 1 6.4 0.2 5.4",
  "4": "M3 6 L3 0 L0.2 4.2 L4 4.2",
  "5": "M3.7 0 L0.8 0 L0.5 2.8 C2 2 3.9 2.6 3.8 4.3 C3.7 6.4 1 6.4 0.3 5.4",
  "6": "M3.4 0.4 C1 -0.6 0.2 2 0.2 4 C0.2 6.4 3.8 6.4 3.8 4.1 C3.8 2.2 1 2.2 0.3 3.6",
  "7": "M0.2 0 L3.8 0 L1.5 6",
  "8": "M2 3 C0.2 3 0.3 0 2 0 C3.7 0 3.8 3 2 3 C-0.2 3 0 6 2 6 C4 6 4.2 3 2 3 Z",
  "9": "M3.7 2.4 C3 3.8 0.2 3.8 0.2 1.8 C0.2 -0.4 3.8 -0.4 3.8 2 C3.8 4 3 6.4 0.6 5.6",
  a: "M3.4 2 L3.4 6 M3.4 3.2 C3 1.7 0.3 1.7 0.3 4 C0.3 6.3 3 6.3 3.4 4.8",
  b: "M0.6 0 L0.6 6 M0.6 3.2 C1 1.7 3.7 1.7 3.7 4 C3.7 6.3 1 6.3 0.6 4.8",
  c: "M3.5 2.7 C2.7 1.6 0.3 1.8 0.3 4 C0.3 6.2 2.7 6.4 3.5 5.3",
  d: "M3.4 0 L3.4 6 M3.4 3.2 C3 1.7 0.3 1.7 0.3 4 C0.3 6.3 3 6.3 3.4 4.8",
  e: "M0.4 4 L3.6 4 C3.6 1.6 0.3 1.4 0.3 4 C0.3 6.3 2.8 6.4 3.5 5.4",
  f: "M3.4 0.3 C2.4 -0.2 1.4 0.2 1.4 1.5 L1.4 6 M0.2 2.2 L3 2.2",
  g: "M3.4 2 L3.4 6.4 C3.4 8 1 8 0.4 7.2 M3.4 3.2 C3 1.7 0.3 1.7 0.3 3.9 C0.3 6 3 6 3.4 4.7",
  h: "M0.6 0 L0.6 6 M0.6 3.4 C1.2 1.7 3.4 1.7 3.4 3.4 L3.4 6",
  i: "M2 2.2 L2 6 M2 0.3 L2 0.5",
  j: "M2.4 2.2 L2.4 6.6 C2.4 7.9 1 8 0.4 7.4 M2.4 0.3 L2.4 0.5",
  k: "M0.6 0 L0.6 6 M3.4 2 L0.6 4.4 M1.6 3.6 L3.6 6",
  l: "M1.6 0 L1.6 5 C1.6 6 2.3 6.2 3 5.9",
  m: "M0.3 6 L0.3 2 M0.3 3 C0.6 1.8 2 1.8 2 3.2 L2 6 M2 3.2 C2 1.8 3.7 1.8 3.7 3.2 L3.7 6",
  n: "M0.6 2 L0.6 6 M0.6 3.4 C1.2 1.7 3.4 1.7 3.4 3.4 L3.4 6",
  o: "M2 2 C0.2 2 0.2 6 2 6 C3.8 6 3.8 2 2 2 Z",
  p: "M0.6 2 L0.6 8 M0.6 3.2 C1 1.7 3.7 1.7 3.7 4 C3.7 6.3 1 6.3 0.6 4.8",
};

/** Width of one glyph plus the gap before the next, in glyph units. */
const ADVANCE = 5;

/**
 * A label as one stroked path. (x, y) is the top-left of the text in the caller's units, `height`
 * the height of a digit there; `anchor` "end" puts the text's right edge at x.
 */
export function labelPath(
  text: string,
  x: number,
  y: number,
  height: number,
  colour: string,
  anchor: "start" | "end" = "start",
): string {
  const scale = height / 6;
  const width = (text.length * ADVANCE - 1) * scale;
  const left = anchor === "end" ? x - width : x;
  const d = [...text].map((ch, i) => shift(GLYPHS[ch] ?? "", i * ADVANCE)).join(" ");
  return (
    `<path d="${d}" transform="translate(${left} ${y}) scale(${scale})" fill="none" stroke="${colour}" ` +
    `stroke-width="0.9" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** Moves a glyph's path right by `dx` (every x coordinate is the first of a pair). */
function shift(d: string, dx: number): string {
  if (dx === 0) return d;
  return d.replace(/([MLCZ])([^MLCZ]*)/g, (_, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    return cmd + nums.map((n, i) => (i % 2 === 0 ? round(n + dx) : n)).join(" ") + " ";
  });
}

const round = (n: number): number => Math.round(n * 100) / 100;

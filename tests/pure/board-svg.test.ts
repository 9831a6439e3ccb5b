import { describe, expect, it } from "vitest";
import { boardModel, PALETTE, renderBoardSvg, startModel } from "@/lib/board";
import { gameIds, unwrap } from "@/lib/engine";

/** Tag balance and attribute quoting: enough to know a browser and resvg read the same tree. */
function checkWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<]*")*)\s*(\/?)>/g;
  let at = 0;
  for (let m = tag.exec(svg); m !== null; m = tag.exec(svg)) {
    expect(svg.slice(at, m.index).trim(), `stray text before ${m[0].slice(0, 40)}`).toBe("");
    at = m.index + m[0].length;
    if (m[4]) continue;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else stack.push(m[2]);
  }
  expect(at, "every character is inside a well-formed tag").toBe(svg.length);
  expect(stack).toEqual([]);
}

const lone = (fen: string) => unwrap(boardModel("chess", fen));
const count = (svg: string, text: string) => svg.split(text).length - 1;

describe("board SVG", () => {
  it.each(gameIds().map((id) => [id]))("%s: well formed in both orientations", (id) => {
    const model = unwrap(startModel(id));
    checkWellFormed(renderBoardSvg(model));
    checkWellFormed(
      renderBoardSvg(model, { orientation: "b", lastMove: { from: "a1", to: "b1" }, targets: ["c3"] }),
    );
  });

  it("puts a1 at the bottom left for White and at the top right for Black", () => {
    const model = lone("8/8/8/8/8/8/8/K6k w - - 0 1"); // kings on a1 and h1
    // a piece group is centred on its square: (x + 50, y + 50) in 100-unit squares
    expect(renderBoardSvg(model)).toContain("translate(50 750) scale");
    expect(renderBoardSvg(model)).toContain("translate(750 750) scale");
    const flipped = renderBoardSvg(model, { orientation: "b" });
    expect(flipped).toContain("translate(750 50) scale");
    expect(flipped).toContain("translate(50 50) scale");
    expect(flipped).not.toContain("translate(50 750) scale");
  });

  it("flips a 12 x 8 board too: a1 goes to the top right corner (x 1100, y 0)", () => {
    const model = unwrap(startModel("kings-court"));
    const svg = renderBoardSvg(model, { orientation: "b", lastMove: { from: "a1", to: "l8" } });
    expect(svg).toContain(`<rect x="1100" y="0" width="100" height="100" fill="${PALETTE.lastMove}"`);
    expect(svg).toContain(`<rect x="0" y="700" width="100" height="100" fill="${PALETTE.lastMove}"`);
  });

  it("sizes the picture by width and keeps the board's shape", () => {
    const svg = renderBoardSvg(unwrap(startModel("kings-court")), { size: 360 });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 800" width="360" height="240"/);
  });

  it("draws highlights only when asked", () => {
    const model = unwrap(startModel("chess"));
    const plain = renderBoardSvg(model);
    for (const colour of [PALETTE.lastMove, PALETTE.check, PALETTE.selected, PALETTE.target])
      expect(plain).not.toContain(colour);
    const marked = renderBoardSvg(model, {
      lastMove: { from: "e2", to: "e4" },
      check: "e8",
      selected: "g1",
      targets: ["f3", "h3", "d7"],
    });
    expect(count(marked, `fill="${PALETTE.lastMove}"`)).toBe(2);
    expect(marked).toContain(`stroke="${PALETTE.check}"`);
    expect(count(marked, `fill="${PALETTE.selected}"`)).toBe(1);
    expect(count(marked, `<circle cx="`)).toBe(1 + 2); // the check ring, then one dot per empty target
    expect(count(marked, `fill="${PALETTE.target}" fill-opacity="0.6"`)).toBe(1); // d7 holds an enemy pawn: corners
  });

  it("labels each file and rank once, and none when coordinates are off", () => {
    const model = unwrap(startModel("wild-jokers"));
    const labels = (svg: string) => count(svg, 'stroke-width="0.9"');
    expect(labels(renderBoardSvg(model))).toBe(7 + 7);
    expect(labels(renderBoardSvg(unwrap(startModel("kings-court"))))).toBe(12 + 8);
    expect(labels(renderBoardSvg(model, { coordinates: false }))).toBe(0);
  });

  it("draws Joust pips toward their screen direction, turned with the board", () => {
    // kings are "x" (diagonal pips), so the only orthogonal arrows are the a1 wedge's N and E pips
    const model = unwrap(boardModel("joust", "4k[x]3/8/8/8/8/8/8/W[NE]3K[x]3 w"));
    // arrow tips sit 46 units from the piece's centre (50, 50) along the pip
    const tips = (svg: string) =>
      [
        ...svg.matchAll(
          /<path d="M(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) L[^"]*" fill="[^"]+" stroke="[^"]+" stroke-width="3"/g,
        ),
      ]
        .map((m) => `${m[1]} ${m[2]}`)
        .filter((t) => t.split(" ").includes("50"));
    expect(tips(renderBoardSvg(model)).sort()).toEqual(["50 4", "96 50"]); // up and right
    expect(tips(renderBoardSvg(model, { orientation: "b" })).sort()).toEqual(["4 50", "50 96"]); // down and left
  });

  it("describes the position in its aria-label, escaped", () => {
    const svg = renderBoardSvg(unwrap(startModel("chess")));
    expect(svg).toMatch(/role="img" aria-label="Chess, White to move\. White: rook a1, h1; knight b1, g1;/);
    expect(renderBoardSvg(unwrap(startModel("chess")), { label: 'a "quoted" <b>' })).toContain(
      'aria-label="a &quot;quoted&quot; &lt;b&gt;"',
    );
  });
});

describe("swap targets", () => {
  it("a Juxtaposition swap target gets a ring, not the capture corners; captures and moves keep theirs", () => {
    const model = unwrap(startModel("juxtaposition"));
    // The king on e1 may swap with the flag on h1; d2 holds a man of its own side too, e3 is empty.
    const svg = renderBoardSvg(model, { selected: "e1", targets: ["h1", "e3"] });
    checkWellFormed(svg);
    expect(count(svg, 'data-marker="swap"')).toBe(1);
    const corners = renderBoardSvg(model, { selected: "e1", targets: ["e8"] }); // an enemy man: a capture
    expect(count(corners, 'data-marker="swap"')).toBe(0);
    expect(corners).toContain(" l26 0 l-26 26 Z"); // the capture corners
  });
});

describe("close-ups", () => {
  it("shows the squares asked for with a square of margin, at least three each way, inside the board", () => {
    const model = unwrap(startModel("chess"));
    const corner = renderBoardSvg(model, { focus: ["h1"], size: 150 });
    checkWellFormed(corner);
    expect(corner).toMatch(/viewBox="500 500 300 300" width="150" height="150"/);
    const castle = renderBoardSvg(model, { focus: ["e1", "g1", "f1"], orientation: "b", size: 150 });
    expect(castle).toMatch(/viewBox="0 0 500 300" width="150" height="90"/); // from Black's side, rank 1 on top
    expect(renderBoardSvg(model, { focus: [] })).toMatch(/viewBox="0 0 800 800"/);
  });
});

// The engine's texts cite the rules documents ("a wedge has two pips at a right angle (joust
// §2.1)", "no swaps while your King is in check (§3c)") for implementers and the engine's command
// line. Players read the rules on the rules pages instead: these references come off every text
// the service shows them (refused moves, the pieces legend).

/** One reference: "§3d", "joust §2.1", "A7", "diagonal A7", "§5.3". */
const reference = String.raw`(?:[a-z][a-z-]*\s+)?(?:§\s?\d[\w.]*|A\d+)`;
/** A parenthesis holding only references: " (joust §2.1, §4.2)", " (§5.3, A7)". */
const onlyReferences = new RegExp(String.raw`\s*\(\s*${reference}(?:\s*,\s*${reference})*\s*\)`, "g");
/** References after other words inside a parenthesis: "(its axis, joust §2.3)" → "(its axis)". */
const trailingReferences = new RegExp(String.raw`(?:\s*,\s*${reference})+(?=\s*\))`, "g");

export function withoutSpecReferences(text: string): string {
  return text.replace(onlyReferences, "").replace(trailingReferences, "");
}

// A tournament game's group by its letter, as the tournament's page, its emails and the game's own
// page name it (lib/tournaments/ seats groups by index: 0 is group A).

/** A group's letter: 0 → "A", 1 → "B", …; past Z as spreadsheets count columns: 26 → "AA". */
export function groupLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`${index} is not a group's index`);
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

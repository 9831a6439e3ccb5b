// What happens to the results of a player who leaves a round robin group: FIDE's rule, which ICCF
// applies to correspondence groups too.

/**
 * FIDE's round robin rule: a player who leaves with fewer than half of their games finished has
 * all results struck out; otherwise their remaining games count as losses.
 */
export type WithdrawalRule = "struck" | "forfeit";

export function withdrawalRule(finished: number, total: number): WithdrawalRule {
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`${total} is not a number of games`);
  if (!Number.isInteger(finished) || finished < 0 || finished > total)
    throw new RangeError(`${finished} of ${total} games cannot be finished`);
  // "Fewer than half" is strict: exactly half finished (3 of 6) already stands.
  return 2 * finished < total ? "struck" : "forfeit";
}

/** One sentence for the table and the emails: what happened to the player's results. */
export function withdrawalExplained(name: string, rule: WithdrawalRule): string {
  return rule === "struck"
    ? `${name} withdrew with fewer than half of their games finished, so all of their results are struck out: ` +
        "their games count for no one in the table."
    : `${name} withdrew after finishing at least half of their games, so their finished results stand ` +
        "and each game they had not finished counts as a win for their opponent.";
}

/** ICCF treats silence: a player who lost on time in this many tournament games is withdrawn. */
export const timeLossesToWithdraw = 2;

// The computer's addresses, on the reserved `.invalid` domain (RFC 2606), which never delivers.
// Apart from lib/accounts/computer.ts, with no imports, so the address schema (which the browser
// runs too: lib/auth/email-address.ts) can refuse them without pulling in the search.

export const computerDomain = "computer.invalid";

/** The address of the computer's account at this level. */
export const computerAddress = (level: number) => `level-${level}@${computerDomain}`;

/** The computer's level from its account's address; null for a person's address. */
export function computerLevelOfAddress(email: string): number | null {
  const match = /^level-([1-9])@computer\.invalid$/i.exec(email);
  return match ? Number(match[1]) : null;
}

/**
 * Whether an address is in the computer's domain (any local part, any case). Nobody may type one:
 * an account a person made there would hold the address a computer account is made with, and that
 * level's games could not start (issue 33); lib/auth/email-address.ts refuses them.
 */
export function inComputerDomain(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  return domain === computerDomain || domain.endsWith(`.${computerDomain}`);
}

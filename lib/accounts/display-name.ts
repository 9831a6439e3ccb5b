import { computerDisplayName, computerLevelOfAddress } from "./computer";

/**
 * What other players see: the chosen display name, or the address's local part until one is chosen.
 * The computer is named with its mark and level wherever a name shows ("Pigeon (computer, level 3)").
 */
export function displayName(user: { name: string | null; email: string }): string {
  const computer = computerLevelOfAddress(user.email);
  if (computer !== null) return computerDisplayName(computer);
  return user.name?.trim() || user.email.split("@")[0];
}

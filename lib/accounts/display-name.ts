import { computerDisplayName, computerLevelOfAddress } from "./computer";

/**
 * The name the welcome offers a newcomer: their address's local part as a name is written, each
 * word capitalised ("ana" → "Ana", "ana.lopez" → "Ana Lopez", "jean-luc" → "Jean-Luc"), without a
 * "+tag". The local part stays what others see until a name is saved; this is only a suggestion.
 */
export function nameFromAddress(email: string): string {
  const local = email.split("@")[0];
  const words = (local.split("+")[0] ?? "").split(/[._\s]+/).filter(Boolean);
  const capitalised = words.map((word) =>
    word.replace(/(^|-)(\p{Ll})/gu, (_, dash, letter) => dash + letter.toUpperCase()),
  );
  return capitalised.join(" ") || local;
}

/**
 * What other players see: the chosen display name, or the address's local part until one is chosen.
 * The computer is named with its mark and level wherever a name shows ("Pigeon (computer, level 3)").
 */
export function displayName(user: { name: string | null; email: string }): string {
  const computer = computerLevelOfAddress(user.email);
  if (computer !== null) return computerDisplayName(computer);
  return user.name?.trim() || user.email.split("@")[0];
}

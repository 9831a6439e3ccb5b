// The name the welcome offers a newcomer, read from their address: written as a name is, never
// the address's lower case ("ana"), which a newcomer in a hurry would keep.
import { describe, expect, it } from "vitest";
import { nameFromAddress } from "@/lib/accounts/display-name";

describe("the name offered from an address", () => {
  it.each([
    ["ana@example.com", "Ana"],
    ["ana.lopez@example.com", "Ana Lopez"],
    ["ana_lopez@example.com", "Ana Lopez"],
    ["jean-luc@example.com", "Jean-Luc"],
    ["ana+chess@example.com", "Ana"],
    ["McAdam@example.com", "McAdam"],
    ["élodie.roux@example.com", "Élodie Roux"],
    ["a.@example.com", "A"],
    ["dora-x7k2p9@example.com", "Dora-X7k2p9"],
    ["42@example.com", "42"],
    ["+x@example.com", "+x"],
  ])("%s → %s", (email, name) => {
    expect(nameFromAddress(email)).toBe(name);
  });
});

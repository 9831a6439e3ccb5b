/** What other players see: the chosen display name, or the address's local part until one is chosen. */
export function displayName(user: { name: string | null; email: string }): string {
  return user.name?.trim() || user.email.split("@")[0];
}

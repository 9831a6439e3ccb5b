// How an invitation reads, the same on its page and in its emails.
export { timeControlPhrase } from "../clock/clock";

/** Whether the finished game may be shown in the public archive, as the invitee reads it. */
export function archivePhrase(isPublic: boolean): string {
  return isPublic
    ? "Public: the finished game appears in the archive, unless you choose to keep it private"
    : "Private: only the two of you will see the game";
}

/** Whether the game is rated, as both players read it. */
export function ratedPhrase(rated: boolean, gameName: string): string {
  return rated
    ? `Rated: the result changes both players' ${gameName} ratings`
    : "Casual: the result changes no rating";
}

/** The colour the invitee would play, given the inviter's choice. */
export function inviteeColourPhrase(inviterColor: "WHITE" | "BLACK" | "RANDOM"): string {
  if (inviterColor === "WHITE") return "Black";
  if (inviterColor === "BLACK") return "White";
  return "White or Black, by a coin toss when the game starts";
}

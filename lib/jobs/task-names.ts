// The worker's task names, one place: jobs are queued and run by these (payloads: ./payloads.ts).

/** What the worker knows how to do. */
export const tasks = {
  yourTurn: "your-turn-email",
  gameOver: "game-over-email",
  deadline: "deadline",
  reminder: "deadline-reminder",
  digest: "daily-digest",
  invitation: "invitation-email",
  invitationAnswered: "invitation-answered-email",
  invitationExpiry: "invitation-expiry",
  inboundMail: "inbound-mail",
  challengeExpiry: "challenge-expiry",
  challengePosted: "challenge-posted",
  challengeDigest: "challenge-digest",
  gameStarted: "game-started-email",
  inboundAnswer: "inbound-answer-email",
  conditionalMove: "conditional-move-email",
  gameAborted: "game-aborted-email",
  offer: "offer-email",
  chatMail: "chat-email",
  vacationEnd: "vacation-end",
  gameReview: "game-review",
  // The computer opponent (lib/bot/).
  computerMove: "computer-move",
  computerAnswer: "computer-answer",
  computerOffer: "computer-offer-email",
  // Tournaments (lib/tournaments/): the start (its date, or full), each result's effect on the
  // standings and stages, and the one email each player gets per start, stage or end.
  tournamentStart: "tournament-start",
  tournamentProgress: "tournament-progress",
  tournamentMail: "tournament-email",
  tournamentPosted: "tournament-posted",
  // The daily sweep (lib/housekeeping/).
  housekeeping: "housekeeping",
} as const;
export type TaskName = (typeof tasks)[keyof typeof tasks];

/** The worker's lanes (lib/worker/lanes.ts): which of a worker's runners takes a task's jobs. */
export type LaneName = "mail" | "computer" | "review";

/** The tasks run outside the mail lane (lib/worker/lanes.ts checks its lanes against this). */
const outsideMail: Partial<Record<string, LaneName>> = {
  [tasks.computerMove]: "computer",
  [tasks.computerAnswer]: "computer",
  [tasks.gameReview]: "review",
};

/** The lane whose runner takes `task`'s jobs. */
export const laneOf = (task: string): LaneName => outsideMail[task] ?? "mail";

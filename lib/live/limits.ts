// How many live streams may be open: each holds a connection to this process (never one to the
// database), and a browser limits its own connections per site, so a person with more game tabs
// than this is told to reload instead; the pages still work without their stream.
export const streamsPerPerson = 12;
export const streamsPerProcess = 2000;

const holder = globalThis as { pigeonPostLiveCounts?: Map<string, number> };
const counts = (): Map<string, number> => {
  holder.pigeonPostLiveCounts ??= new Map();
  return holder.pigeonPostLiveCounts;
};

/** Why a new stream for `userId` is refused, or null (and the stream is counted). */
export function claimStream(userId: string, openInProcess: number): string | null {
  const mine = counts().get(userId) ?? 0;
  if (mine >= streamsPerPerson)
    return `You have ${streamsPerPerson} pages with live updates open: close some, or reload this page to see what changed.`;
  if (openInProcess >= streamsPerProcess)
    return "Live updates are busy just now: reload the page to see what changed.";
  counts().set(userId, mine + 1);
  return null;
}

export function releaseStream(userId: string): void {
  const left = (counts().get(userId) ?? 1) - 1;
  if (left > 0) counts().set(userId, left);
  else counts().delete(userId);
}

// Ids shaped like Prisma's `@default(cuid())` (cuid v1: "c", time, counter, host, random), for
// rows written by COPY, which bypasses the client that would make them. Ids made in one process
// sort by creation time, so bulk inserts append at the right edge of the primary-key index.
const host = (process.pid % 1_679_616).toString(36).padStart(4, "0");
let counter = 0;
let lastMs = -1;
let timePart = "";

export function cuid(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    timePart = now.toString(36).padStart(8, "0");
  }
  counter = (counter + 1) % 1_679_616; // 36^4: four base-36 digits
  const random = Math.floor(Math.random() * 2_821_109_907_456) // 36^8
    .toString(36)
    .padStart(8, "0");
  return `c${timePart}${counter.toString(36).padStart(4, "0")}${host}${random}`;
}

// Lengths of time in milliseconds, for every layer that counts days (deadlines, link lifetimes).
export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

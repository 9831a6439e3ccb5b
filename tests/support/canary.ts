// The canaries prove that a test command can fail: TEST_CANARY=<kind> runs a project with
// tests/canary/<kind>.canary.ts in place of its own tests (same setup, same command), and .ci/canary
// requires a non-zero exit for every kind but "pass". The canaries sit outside every include
// pattern, so a normal run never sees them.
const kinds = ["pass", "assertion", "rejection", "setup", "teardown"] as const;

export function testFiles(patterns: string | readonly string[]): string[] {
  const kind = process.env.TEST_CANARY;
  if (!kind) return typeof patterns === "string" ? [patterns] : [...patterns];
  if (!(kinds as readonly string[]).includes(kind))
    throw new Error(`TEST_CANARY must be one of ${kinds.join(", ")} (got "${kind}")`);
  return [`tests/canary/${kind}.canary.ts`];
}

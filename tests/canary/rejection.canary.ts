// A test that passes but leaves an unhandled rejection behind; selected by TEST_CANARY=rejection.
import { expect, test } from "vitest";

test("canary: an unhandled rejection", async () => {
  void Promise.reject(new Error("CANARY-rejection"));
  await new Promise((resolve) => setImmediate(resolve));
  expect(true).toBe(true);
});

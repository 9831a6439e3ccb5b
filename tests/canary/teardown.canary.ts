// A passing test whose teardown hook throws; selected by TEST_CANARY=teardown.
import { afterAll, expect, test } from "vitest";

afterAll(() => {
  throw new Error("CANARY-teardown");
});

test("canary: an error in teardown", () => {
  expect(true).toBe(true);
});

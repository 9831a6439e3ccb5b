// A passing test whose setup hook throws; selected by TEST_CANARY=setup.
import { beforeAll, expect, test } from "vitest";

beforeAll(() => {
  throw new Error("CANARY-setup");
});

test("canary: an error in setup", () => {
  expect(true).toBe(true);
});

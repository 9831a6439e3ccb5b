// A deliberately failing test, selected only by TEST_CANARY=assertion (see .ci/canary).
import { expect, test } from "vitest";

test("canary: a failed assertion", () => {
  expect("CANARY-assertion").toBe("a passing run");
});

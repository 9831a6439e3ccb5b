// The control: the same selection with nothing wrong must pass (TEST_CANARY=pass), so a canary's
// non-zero exit comes from its failure, not from the selection or the project's setup.
import { expect, test } from "vitest";

test("canary: nothing wrong", () => {
  expect("CANARY-pass").toMatch(/^CANARY-/);
});

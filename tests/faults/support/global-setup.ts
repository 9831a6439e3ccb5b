// The fault suite's global setup: a production build for the scenarios that run `npm start`, and
// a fresh results file; its teardown prints every scenario's row as one table.
import { readFile, rm } from "node:fs/promises";
import { ensureFreshBuild } from "../../support/build";
import { formatTable, type Row, resultsFile } from "./ledger";

export default async function setup() {
  await rm(resultsFile, { force: true });
  ensureFreshBuild();
  return async () => {
    const text = await readFile(resultsFile, "utf8").catch(() => "");
    const rows = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row);
    if (rows.length > 0) console.log(`\nFault scenarios (${resultsFile}):\n${formatTable(rows)}\n`);
  };
}

// The scale suite's global setup: PgBouncer must be installed (Debian's package, as .ci/run
// installs it), and the production build fresh, before any scenario starts its processes.
import { existsSync } from "node:fs";
import { ensureFreshBuild } from "../../support/build";
import { pgbouncerBinary } from "./pgbouncer";

export default function setup() {
  if (!existsSync(pgbouncerBinary))
    throw new Error(`${pgbouncerBinary} is missing: apt-get install -y pgbouncer (as .ci/run does)`);
  ensureFreshBuild();
}

// Global setup of the browser tests: a production build as new as the sources, before any test
// file starts a service on it (tests/support/build.ts).
import { ensureFreshBuild } from "./build";

export default function setup() {
  ensureFreshBuild();
}

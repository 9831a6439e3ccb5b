// Runs in the browser before the app's own code. zod probes whether it may compile parsers with
// `new Function` the first time a schema is built; under our Content-Security-Policy (no
// 'unsafe-eval', proxy.ts) that probe is refused and reported as a violation even though zod
// copes. Parsing without compiled parsers is just as correct, and fast enough for a form.
import { z } from "zod";

z.config({ jitless: true });

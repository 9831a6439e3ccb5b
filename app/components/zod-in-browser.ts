// zod in the browser, for the client components that import a schema module (the new-game form):
// imported before those modules. zod probes whether it may compile parsers with `new Function` the
// first time a schema is built; under our Content-Security-Policy (no 'unsafe-eval', proxy.ts)
// that probe is refused and reported as a violation even though zod copes. Parsing without
// compiled parsers is just as correct, and fast enough for a form. It used to be set in
// instrumentation-client.ts, which put all of zod (30 KB compressed) into every page's first load.
import { z } from "zod";

z.config({ jitless: true });

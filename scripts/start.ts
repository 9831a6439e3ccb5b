// npm start — the production server (after `npm run build`). Configuration comes from the
// environment and is checked first; see the README's configuration table.
import { serve } from "./support/serve";

Object.assign(process.env, { NODE_ENV: "production" });
await serve("start");

// npm run dev — the whole service on embedded defaults: PostgreSQL in .data/, mail in the
// local mailbox (unless SMTP_URL is set), Next.js in development mode.
import { serve } from "./support/serve";

Object.assign(process.env, { NODE_ENV: "development" });
await serve("dev");

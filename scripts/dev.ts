// npm run dev — the whole service on embedded defaults: PostgreSQL in .data/, mail in the
// local mailbox (unless SMTP_URL is set), Next.js in development mode.
//
// NODE_ENV before any import that may load React (see scripts/start.ts).
Object.assign(process.env, { NODE_ENV: "development" });
const { serve } = await import("./support/serve");
await serve("dev");

export {}; // a module: top-level await, and its own scope

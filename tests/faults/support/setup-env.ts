// What the service layer in a fault scenario's own process needs; each scenario points
// DATABASE_URL at its own PostgreSQL before its first query.
import { emailFrom } from "./ledger";

Object.assign(process.env, {
  EMAIL_FROM: emailFrom,
  APP_URL: "http://127.0.0.1:3999",
  AUTH_SECRET: "fault-suite-secret-0123456789abcdef0123456789",
});

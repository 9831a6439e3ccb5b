import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.EMAIL_FROM = "Pigeon Post <post@pigeon.test>";
process.env.APP_URL = "http://127.0.0.1:3999";

// npm run db:migrate — applies pending migrations from prisma/migrations to DATABASE_URL,
// or to the embedded development database when DATABASE_URL is unset.

import { applyMigrations } from "../lib/db/schema-engine";
import { withDatabase } from "./support/database";

await withDatabase(async (url) => {
  const applied = await applyMigrations(url);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
      : "Database is up to date.",
  );
});

// npm run db:migrate — applies pending migrations from prisma/migrations to DATABASE_URL,
// or to the embedded development database when DATABASE_URL is unset, then fills what older rows
// lack (the squares of moves played before Move rows kept them; `npm start` does this in the
// background too).

import { db, disconnectPrisma } from "../lib/db/prisma";
import { applyMigrations } from "../lib/db/schema-engine";
import { fillMoveSquares } from "../lib/games/stored/move-squares";
import { withDatabase } from "./support/database";

// Migrations take PostgreSQL's own session (DIRECT_DATABASE_URL when a pooler is in front).
await withDatabase(async (url, directUrl) => {
  const applied = await applyMigrations(directUrl);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
      : "Database is up to date.",
  );
  process.env.DATABASE_URL = url;
  const filled = await fillMoveSquares(db());
  await disconnectPrisma();
  if (filled.moves) console.log(`Filled the squares of ${filled.moves} older moves (${filled.games} games).`);
});

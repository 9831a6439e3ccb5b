// npm run seed:archive -- <count>        adds <count> finished games
// npm run seed:archive -- --to <total>   adds what is missing for <total> finished games
// Realistic finished games for the archive (all six games, legal engine move lists, tens of
// thousands of players) in DATABASE_URL, or, when it is unset, in the database "archive" (or
// the one named by --db <name>) of the benchmark's own embedded PostgreSQL in .data/archive-bench.
// See scripts/support/archive-seed.ts.
import { openArchiveServer } from "./support/archive-database";
import { addFinishedGames, finishedGameCount } from "./support/archive-seed";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const database = option("--db") ?? "archive";
const total = option("--to");
const number = Number((total ?? args[0])?.replaceAll("_", ""));
if (!Number.isInteger(number) || number < 1 || !/^[a-z0-9_]+$/.test(database)) {
  console.error("Usage: npm run seed:archive -- <count> | --to <total>  [--db <embedded database name>]");
  process.exit(2);
}

const server = await openArchiveServer();
try {
  const url = await server.open(database, console.log);
  const before = await finishedGameCount(url);
  const count = total ? number - before : number;
  if (count <= 0) {
    console.log(`The database already has ${before} finished games.`);
  } else {
    await addFinishedGames(url, count, console.log);
  }
} finally {
  await server.stop();
}

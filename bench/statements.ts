// BENCH_STATEMENTS=1 for `npm run bench:web`: PostgreSQL's own account of the statements a move
// cost (pg_stat_statements, loaded into the benchmark's throwaway cluster only): calls and
// execution time per move, by statement, the busiest first. Where PostgreSQL's CPU per move goes,
// and which statements the service could send less often.
import pg from "pg";

export const statementFlags = [
  "-c",
  "shared_preload_libraries=pg_stat_statements",
  "-c",
  "pg_stat_statements.track=all",
];

export async function resetStatements(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await client.query("SELECT pg_stat_statements_reset()");
  } finally {
    await client.end();
  }
}

/** A table of the `top` statements by calls, per move, and the totals. */
export async function statementsPerMove(url: string, moves: number, top = 45): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ query: string; calls: string; ms: number }>(
      `SELECT query, calls::text AS calls, total_exec_time AS ms FROM pg_stat_statements
       WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY pg_stat_statements.calls DESC, pg_stat_statements.total_exec_time DESC`,
    );
    const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
    const ms = rows.reduce((sum, row) => sum + row.ms, 0);
    const lines = rows.slice(0, top).map((row) => {
      const text = row.query.replace(/\s+/g, " ").slice(0, 110).replaceAll("|", "\\|");
      return `| ${(Number(row.calls) / moves).toFixed(2)} | ${(row.ms / moves).toFixed(2)} | ${text} |`;
    });
    return [
      `Statements per move: ${(calls / moves).toFixed(1)} (${rows.length} kinds), execution ${(ms / moves).toFixed(2)} ms per move`,
      "| calls/move | ms/move | statement |",
      "|---:|---:|---|",
      ...lines,
    ].join("\n");
  } finally {
    await client.end();
  }
}

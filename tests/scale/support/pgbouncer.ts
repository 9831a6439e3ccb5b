// A real PgBouncer (Debian's `pgbouncer` package; .ci/run installs it) in transaction pooling mode
// in front of a test PostgreSQL, as a large deployment runs one: many client connections share a
// few server connections, each lent for one transaction only, so nothing that needs a session of
// its own (LISTEN/NOTIFY, session advisory locks, named prepared statements) works through it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "@/lib/db/embedded";
import { until } from "../../support/jobs";

export const pgbouncerBinary = "/usr/sbin/pgbouncer";

export type Pooler = {
  /** DATABASE_URL through the pooler (same user, password and database as `directUrl`). */
  url: string;
  /** What the admin console says: pool mode, and transactions it has carried. */
  stats: () => Promise<{ poolMode: string; transactions: number; serverConnections: number }>;
  output: () => string;
  stop: () => Promise<void>;
};

export async function startPgBouncer(
  directUrl: string,
  options: { poolSize?: number } = {},
): Promise<Pooler> {
  if (!existsSync(pgbouncerBinary))
    throw new Error(`${pgbouncerBinary} is missing: apt-get install -y pgbouncer (as .ci/run does)`);
  const direct = new URL(directUrl);
  const user = decodeURIComponent(direct.username);
  const password = decodeURIComponent(direct.password);
  const dir = await mkdtemp(path.join(tmpdir(), "pgbouncer-"));
  await chmod(dir, 0o755); // PgBouncer refuses to run as root: it runs as "postgres" then
  const port = await freePort();
  await writeFile(path.join(dir, "users.txt"), `"${user}" "${password}"\n`, { mode: 0o644 });
  await writeFile(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${direct.hostname} port=${direct.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = scram-sha-256",
      `auth_file = ${path.join(dir, "users.txt")}`,
      `admin_users = ${user}`,
      "pool_mode = transaction",
      `default_pool_size = ${options.poolSize ?? 20}`,
      "max_client_conn = 1000",
      "log_connections = 0",
      "log_disconnections = 0",
      // node-postgres sends none of the first two, but a driver may: they must not refuse the
      // connection. The web server sends its time limits (lib/db/time-limits.ts), which PgBouncer
      // cannot pass on in transaction mode: set them on the role (README, "A connection pooler").
      "ignore_startup_parameters = extra_float_digits,options,statement_timeout,idle_in_transaction_session_timeout",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(
    pgbouncerBinary,
    [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = new URL(directUrl);
  url.port = String(port);
  const admin = new URL(url);
  admin.pathname = "/pgbouncer";
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${output}`);
      const client = new pg.Client({ connectionString: url.toString() });
      try {
        await client.connect();
        await client.query("select 1");
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => {});
      }
    },
    "pgbouncer to accept connections",
    30_000,
  );

  /** The admin console speaks the simple query protocol only. */
  const show = async (what: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      // No parameters: node-postgres sends it as a simple query.
      return (await client.query<Record<string, string>>(`show ${what}`)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    url: url.toString(),
    output: () => output,
    async stats() {
      const config = await show("config");
      const stats = await show("stats");
      const servers = await show("servers");
      const database = direct.pathname.slice(1);
      return {
        poolMode: config.find((row) => row.key === "pool_mode")?.value ?? "",
        transactions: Number(stats.find((row) => row.database === database)?.total_xact_count ?? 0),
        serverConnections: servers.filter((row) => row.database === database).length,
      };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

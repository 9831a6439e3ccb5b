// Prisma's own schema engine, compiled to WebAssembly (@prisma/schema-engine-wasm).
// The prisma CLI downloads a native schema-engine binary for every command, from a host that a
// machine with only the npm registry to reach cannot reach. With the download skipped
// (PRISMA_SCHEMA_ENGINE_BINARY=/bin/true, enough for `prisma generate`: `npm run db:generate`),
// `prisma migrate deploy` prints "1 migration found" and exits 0 without creating a table. The
// WebAssembly build applies and diffs migrations exactly as `prisma migrate deploy` /
// `prisma migrate diff` do, with the same `_prisma_migrations` table, so the standard CLI still
// works wherever it can download its engine.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";

export const prismaDir = path.resolve(import.meta.dirname, "../../prisma");
export const schemaPath = path.join(prismaDir, "schema.prisma");
export const migrationsDir = path.join(prismaDir, "migrations");

const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

type Bindings = { SchemaEngine: typeof SchemaEngine };
let bindings: Promise<Bindings> | undefined;

/** Node 20 cannot `import` a .wasm module without a flag, so instantiate it by hand. */
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown };
    // Without a registry a Rust panic surfaces only as "RuntimeError: unreachable".
    g.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message(message: string) {
        throw new Error(`Prisma schema engine panicked: ${message}`);
      },
    };
    const require = createRequire(import.meta.url);
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg = await import(pathToFileURL(bgPath).href);
    const wasmBytes = await readFile(bgPath.replace(/\.js$/, ".wasm"));
    const { instance } = await WebAssembly.instantiate(wasmBytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg as Bindings;
  })();
  return bindings;
}

type OpenEngine = { engine: SchemaEngine; close: () => Promise<void> };

/**
 * `engine.free()` leaves the adapter's connection pool open, and with it Prisma's
 * migration advisory lock, which makes the next engine wait; so we keep every adapter
 * the engine opens and dispose of them ourselves.
 */
async function openEngine(schema: string, connectionString: string): Promise<OpenEngine> {
  const { SchemaEngine } = await loadBindings();
  const factory = new PrismaPg({ connectionString });
  const opened: { dispose: () => Promise<void> }[] = [];
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    opened.push(adapter);
    return adapter;
  };
  const engine = await SchemaEngine.new(
    { datamodels: [["schema.prisma", schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(opened.map((adapter) => adapter.dispose()));
    },
  };
}

export async function readMigrations(): Promise<MigrationList> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: {
          tag: "ok" as const,
          value: await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"),
        },
      },
    })),
  );
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies every pending migration in prisma/migrations; returns the names applied. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const schema = await readFile(schemaPath, "utf8");
  const { engine, close } = await openEngine(schema, connectionString);
  try {
    const result = await engine.applyMigrations({
      migrationsList: await readMigrations(),
      filters: noFilters,
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/**
 * SQL that takes a database from schema `from` (or empty) to schema `to`. The diff is
 * computed from the two datamodels alone; the engine still wants a reachable database
 * when it starts, which it only connects to.
 */
export async function diffSchemas(
  from: string | null,
  to: string,
  connectionString: string,
): Promise<string> {
  const { engine, close } = await openEngine(to, connectionString);
  try {
    const files = (content: string) => ({ files: [{ path: "schema.prisma", content }] });
    const result = await engine.diff({
      from: from === null ? { tag: "empty" } : { tag: "schemaDatamodel", ...files(from) },
      to: { tag: "schemaDatamodel", ...files(to) },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? "";
  } finally {
    await close();
  }
}

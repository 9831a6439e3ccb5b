// Bulk loading through PostgreSQL's COPY (text format): an order of magnitude faster than
// INSERTs for the millions of rows the archive benchmark needs.
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

/** A value as COPY's text format reads it: `\N` is NULL; backslash, tab and newlines escaped. */
export function copyText(value: string | null): string {
  if (value === null) return "\\N";
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!)
    : value;
}

/** A text[] value as COPY reads it: an array literal with every element quoted. */
export function copyTextArray(values: readonly string[]): string {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
  return copyText(literal);
}

/** Timestamps are stored as UTC `timestamp(3)` (Prisma's DateTime). */
export const copyTime = (ms: number): string => new Date(ms).toISOString();

/** Sends `lines` (each a tab-separated row ending in "\n") to `table` in ~1 MB writes. */
export async function copyRows(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  const stream = client.query(
    copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) from stdin`),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  let chunk = "";
  for (const line of lines) {
    chunk += line;
    if (chunk.length < 1 << 20) continue;
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once("drain", resolve));
    chunk = "";
  }
  stream.end(chunk);
  await done;
}

// The client router's `Next-Router-State-Tree` header, read as Next.js 16.4 reads it
// (parseAndValidateFlightRouterState in next/dist/server/app-render, with the schema of its
// types.ts): at most 40,000 characters, percent-encoded JSON, a tree of segments. Next throws on
// any other and answers 500, so ./request-guard.ts refuses such a request first. Written here on
// zod because Next's function is not a public API; tests/app/request-guard.test.ts holds the two
// against each other over a corpus of trees, so a Next.js update that reads the header otherwise
// fails a test rather than this guard.
import { z } from "zod";

const dynamicParamType = z.enum([
  "c",
  "ci(..)(..)",
  "ci(.)",
  "ci(..)",
  "ci(...)",
  "oc",
  "d",
  "di(..)(..)",
  "di(.)",
  "di(..)",
  "di(...)",
]);

/** A segment: its name, or a dynamic one as [param, cache key, type, static siblings]. */
const segment = z.union([
  z.string(),
  z.tuple([z.string(), z.string(), dynamicParamType, z.array(z.string()).nullable()]),
]);

type Tree = [unknown, Record<string, Tree>, ...unknown[]];

const tree: z.ZodType<Tree> = z.lazy(() =>
  z.tuple([
    segment,
    z.record(z.string(), tree),
    z.tuple([z.string(), z.string()]).nullable().optional(),
    z.enum(["refetch", "inside-shared-layout", "metadata-only"]).nullable().optional(),
    z.number().nullable().optional(),
    z.string().optional(),
  ]),
) as z.ZodType<Tree>;

/** Next's limit: about 2,000 nested or parallel segments. */
const MAX_LENGTH = 20 * 2000;

/** Whether Next.js can read this header value as a router state. */
export function readableRouterTree(header: string): boolean {
  if (header.length > MAX_LENGTH) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(header));
  } catch {
    return false;
  }
  return tree.safeParse(parsed).success;
}

// All configuration comes from environment variables and is validated here, once, at start.
// A missing or malformed value stops the server with one line per problem naming the
// variable and what is expected. Development has working defaults for everything.
import { z } from "zod";

const devSecret = "pigeon-post-development-secret-do-not-use-in-production";

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol.replace(/:$/, ""));
        } catch {
          return false;
        }
      },
      `expected a ${protocols.map((p) => p + "://").join(" or ")} URL, e.g. ${example}`,
    );

/** Whether the receiver listens on loopback only (127.0.0.0/8, ::1): only this machine reaches it. */
const loopback = (host: string) => host === "::1" || /^127\./.test(host);

/** The relay's addresses when none are named and the receiver listens on loopback: this machine. */
const loopbackRelays = ["127.0.0.0/8", "::1"];

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: url(
      ["postgres", "postgresql"],
      "postgresql://user:password@db.example.com:5432/pigeonpost",
    ).optional(),
    DIRECT_DATABASE_URL: url(
      ["postgres", "postgresql"],
      "postgresql://user:password@db.example.com:5432/pigeonpost (PostgreSQL itself, not the pooler)",
    ).optional(),
    SMTP_URL: url(["smtp", "smtps"], "smtps://user:password@mail.example.com:465").optional(),
    EMAIL_FROM: z
      .string()
      .trim()
      .regex(
        /^(.+<[^@<>\s]+@[^@<>\s]+>|[^@<>\s]+@[^@<>\s]+)$/,
        'expected an address such as "Pigeon Post <post@example.com>"',
      )
      .optional(),
    APP_URL: url(["http", "https"], "https://pigeonpost.example.com").optional(),
    AUTH_SECRET: z
      .string()
      .min(32, "expected at least 32 random characters (try: openssl rand -base64 32)")
      .optional(),
    PORT: z.coerce.number({ message: "expected a port number" }).int().min(1).max(65535).default(3000),
    EMBEDDED_PG_PORT: z.coerce
      .number({ message: "expected a port number" })
      .int()
      .min(1)
      .max(65535)
      .default(54329),
    INBOUND_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
        "expected the domain whose mail reaches this service, e.g. reply.pigeonpost.example.com",
      )
      .optional(),
    INBOUND_SMTP_PORT: z.coerce
      .number({ message: "expected a port number" })
      .int()
      .min(1)
      .max(65535)
      .optional(),
    INBOUND_SMTP_HOST: z
      .union([z.ipv4(), z.ipv6()], {
        message:
          'expected the address the reply receiver listens on: "127.0.0.1" (behind your own mail server, the default) or "0.0.0.0" (this receiver is the MX)',
      })
      .default("127.0.0.1"),
    INBOUND_AUTH: z
      .string()
      .trim()
      .regex(
        /^(mailauth|off|trust:[A-Za-z0-9.-]+)$/,
        'expected "mailauth" (check DKIM, SPF and DMARC here), "trust:<authserv-id>" (believe the Authentication-Results your own mail server adds) or "off"',
      )
      .optional(),
    INBOUND_RELAY_ADDRESSES: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine(
        (items) =>
          items.every((item) =>
            [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((form) => form.safeParse(item).success),
          ),
        "expected the relay's addresses, comma-separated IPs or CIDRs, e.g. 10.0.0.5,192.0.2.0/24",
      )
      .optional(),
    MAILGUN_SIGNING_KEY: z
      .string()
      .trim()
      .min(16, "expected the HTTP webhook signing key from Mailgun's dashboard")
      .optional(),
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ message: "expected the number of proxies in front of the app, e.g. 1" })
      .int("expected a whole number of proxies, e.g. 1")
      .min(0, "expected 0 (no proxy) or more")
      .max(10, "expected at most 10 proxies")
      .default(0),
    METRICS_TOKEN: z
      .string()
      .trim()
      .min(
        16,
        "expected at least 16 random characters for the Authorization: Bearer header (try: openssl rand -hex 16)",
      )
      .optional(),
    START_WORKER: z.enum(["on", "off"], { message: 'expected "on" or "off"' }).default("on"),
    WORKER_HEALTH_PORT: z.coerce
      .number({ message: "expected a port number" })
      .int()
      .min(1)
      .max(65535)
      .optional(),
    REVIEW_NODES: z.coerce
      .number({ message: "expected a number of nodes, e.g. 20000 (0 turns reviews off)" })
      .int("expected a whole number of nodes")
      .min(0, "expected 0 (no reviews) or more")
      .max(1_000_000, "expected at most 1000000 nodes a position")
      .default(20_000),
    BOT_THREADS: z.coerce
      .number({ message: "expected a whole number of threads, 1 to 16" })
      .int("expected a whole number of threads, 1 to 16")
      .min(1, "expected a whole number of threads, 1 to 16")
      .max(16, "expected a whole number of threads, 1 to 16")
      .default(1),
    COMPUTER_GAMES_LIMIT: z.coerce
      .number({ message: "expected a whole number of games, 1 to 1000" })
      .int("expected a whole number of games, 1 to 1000")
      .min(1, "expected a whole number of games, 1 to 1000")
      .max(1000, "expected a whole number of games, 1 to 1000")
      .default(20),
    COMPUTER_TAKEBACKS_PER_HOUR: z.coerce
      .number({ message: "expected a whole number of takebacks, 0 to 10000" })
      .int("expected a whole number of takebacks, 0 to 10000")
      .min(0, "expected a whole number of takebacks, 0 to 10000")
      .max(10_000, "expected a whole number of takebacks, 0 to 10000")
      .default(30),
  })
  .superRefine((env, ctx) => {
    // Trust mode believes the headers of whoever connects: reachable beyond loopback, only the
    // relay's own addresses may (lib/inbound/receiver.ts), so they must be named.
    if (
      env.INBOUND_AUTH?.startsWith("trust:") &&
      !loopback(env.INBOUND_SMTP_HOST) &&
      !env.INBOUND_RELAY_ADDRESSES?.length
    )
      ctx.addIssue({
        code: "custom",
        path: ["INBOUND_RELAY_ADDRESSES"],
        message: `required with INBOUND_AUTH=trust:… and INBOUND_SMTP_HOST=${env.INBOUND_SMTP_HOST}: the addresses of the mail server that relays replies (comma-separated IPs or CIDRs, e.g. 10.0.0.5); only they may connect, since the receiver believes their Authentication-Results`,
      });
    if (env.DIRECT_DATABASE_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["DIRECT_DATABASE_URL"],
        message: "set only with DATABASE_URL (the pooler's address); without a pooler, leave it unset",
      });
    if (env.NODE_ENV !== "production") return;
    const required: [keyof typeof env, string][] = [
      ["APP_URL", "the public URL of the site, e.g. https://pigeonpost.example.com (links in emails use it)"],
      ["AUTH_SECRET", "at least 32 random characters (try: openssl rand -base64 32)"],
      ["SMTP_URL", "the SMTP server for outgoing mail, e.g. smtps://user:password@mail.example.com:465"],
      ["EMAIL_FROM", 'the sender of outgoing mail, e.g. "Pigeon Post <post@example.com>"'],
    ];
    for (const [name, expected] of required) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: `required in production: ${expected}` });
    }
  });

export type Config = {
  production: boolean;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL itself, for what a transaction-mode pooler cannot carry: migrations, the job
   * worker and the live pages' listener (LISTEN/NOTIFY, advisory locks). DATABASE_URL when unset.
   */
  directDatabaseUrl: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  appUrl: string;
  authSecret: string;
  port: number;
  embeddedPgPort: number;
  /** Proxies in front of the app that append to X-Forwarded-For (lib/http/client-address.ts). */
  trustedProxyHops: number;
  /** Bearer token that /metrics asks for; without it /metrics answers 404. */
  metricsToken: string | undefined;
  /** Whether `npm start` / `npm run dev` run a job worker in their own process (START_WORKER). */
  startWorker: boolean;
  /** The port where a worker answers /healthz and /metrics (127.0.0.1); none when unset. */
  workerHealthPort: number | undefined;
  /** Moving by replying to game emails (lib/inbound/); null when no domain receives the replies. */
  inbound: InboundConfig | null;
  /** The engine review of finished games: nodes searched per position, 0 for none (lib/review/). */
  reviewNodes: number;
  /** The computer opponent's thinking threads in each worker process (lib/bot/pool.ts). */
  botThreads: number;
  /** A person's games against the computer in progress at most (lib/games/turn/computer-limits.ts). */
  computerGamesLimit: number;
  /** A person's takebacks in games against the computer per hour at most (lib/games/turn/computer-limits.ts). */
  computerTakebacksPerHour: number;
};

/** How a reply proves its sender before it may move: see lib/inbound/authenticate.ts. */
export type InboundAuth = { kind: "mailauth" } | { kind: "trust"; authservId: string } | { kind: "off" };

export type InboundConfig = {
  /** Replies go to move+<key>@domain. */
  domain: string;
  /** The built-in SMTP receiver's port, when this process runs it. */
  smtpPort: number | undefined;
  /**
   * The address it listens on: loopback unless this receiver is the domain's MX (0.0.0.0).
   * Behind your own MTA nothing else may reach it, or anyone could write the headers it trusts.
   */
  smtpHost: string;
  auth: InboundAuth;
  /**
   * In trust mode, the addresses (IPs, CIDRs) allowed to connect to the receiver: the relay's
   * (INBOUND_RELAY_ADDRESSES; loopback when it is unset and the receiver listens on loopback).
   */
  relayAddresses: string[];
  /** Mailgun's webhook signing key, when replies arrive through a Mailgun route (lib/inbound/mailgun.ts). */
  mailgunSigningKey: string | undefined;
};

/** Development receives replies on this port unless INBOUND_SMTP_PORT says otherwise. */
export const devInboundPort = 2525;

function inboundOf(e: z.infer<typeof schema>): InboundConfig | null {
  const production = e.NODE_ENV === "production";
  // In production, reply addresses exist only once a domain routes mail to us; development uses
  // localhost, where the local mailbox's Reply box delivers to the built-in receiver.
  const domain = e.INBOUND_DOMAIN ?? (production ? undefined : "localhost");
  if (!domain) return null;
  const auth = e.INBOUND_AUTH ?? (production ? "mailauth" : "off");
  return {
    domain,
    smtpPort: e.INBOUND_SMTP_PORT ?? (e.NODE_ENV === "development" ? devInboundPort : undefined),
    smtpHost: e.INBOUND_SMTP_HOST,
    relayAddresses: e.INBOUND_RELAY_ADDRESSES ?? loopbackRelays,
    mailgunSigningKey: e.MAILGUN_SIGNING_KEY,
    auth: auth.startsWith("trust:")
      ? { kind: "trust", authservId: auth.slice("trust:".length) }
      : { kind: auth as "mailauth" | "off" },
  };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** A URL's password (DATABASE_URL, SMTP_URL) is never printed back, even in a malformed one. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@\s]*@/i, "$1***@");
}

/** Reads and validates configuration; never throws. `problems` are one line per variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): ConfigResult {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "configuration");
        const value = blankless[name];
        const got =
          typeof value === "string" && !["AUTH_SECRET", "MAILGUN_SIGNING_KEY", "METRICS_TOKEN"].includes(name)
            ? ` (got "${withoutPassword(value)}")`
            : "";
        return `${name}: ${issue.message}${got}`;
      }),
    };
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    ok: true,
    config: {
      production: e.NODE_ENV === "production",
      databaseUrl: e.DATABASE_URL,
      directDatabaseUrl: e.DIRECT_DATABASE_URL ?? e.DATABASE_URL,
      smtpUrl: e.SMTP_URL,
      emailFrom: e.EMAIL_FROM ?? `Pigeon Post <post@${new URL(appUrl).hostname}>`,
      appUrl,
      authSecret: e.AUTH_SECRET ?? devSecret,
      port: e.PORT,
      embeddedPgPort: e.EMBEDDED_PG_PORT,
      trustedProxyHops: e.TRUSTED_PROXY_HOPS,
      metricsToken: e.METRICS_TOKEN,
      startWorker: e.START_WORKER === "on",
      workerHealthPort: e.WORKER_HEALTH_PORT,
      inbound: inboundOf(e),
      reviewNodes: e.REVIEW_NODES,
      botThreads: e.BOT_THREADS,
      computerGamesLimit: e.COMPUTER_GAMES_LIMIT,
      computerTakebacksPerHour: e.COMPUTER_TAKEBACKS_PER_HOUR,
    },
  };
}

let cached: Config | undefined;

/** The validated configuration of this process. Throws one readable line per problem. */
export function config(): Config {
  if (cached) return cached;
  const result = readConfig();
  if (!result.ok) throw new Error(`Configuration error:\n  ${result.problems.join("\n  ")}`);
  cached = result.config;
  return cached;
}

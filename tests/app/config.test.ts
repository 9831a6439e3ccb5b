import { describe, expect, it } from "vitest";
import { readConfig } from "@/lib/config";

const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://pp:secret@db.internal:5432/pigeonpost",
  SMTP_URL: "smtps://mailer:pw@mail.example.com:465",
  EMAIL_FROM: "Pigeon Post <post@example.com>",
  APP_URL: "https://pigeonpost.example.com/",
  AUTH_SECRET: "x".repeat(40),
};

describe("configuration", () => {
  it("runs in development with no variables at all, on the embedded database and local mailbox", () => {
    const result = readConfig({ NODE_ENV: "development" });
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        production: false,
        databaseUrl: undefined,
        smtpUrl: undefined,
        appUrl: "http://localhost:3000",
        port: 3000,
        emailFrom: "Pigeon Post <post@localhost>",
      }),
    });
  });

  it("accepts a complete production configuration and trims the trailing slash of APP_URL", () => {
    const result = readConfig(production);
    expect(result.ok && result.config.appUrl).toBe("https://pigeonpost.example.com");
    expect(result.ok && result.config.production).toBe(true);
  });

  it("names every missing production variable, one line each", () => {
    const result = readConfig({ NODE_ENV: "production" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((line) => line.split(":")[0]).sort()).toEqual([
      "APP_URL",
      "AUTH_SECRET",
      "EMAIL_FROM",
      "SMTP_URL",
    ]);
    expect(result.problems.every((line) => !line.includes("\n"))).toBe(true);
  });

  it("trusts no proxy unless told how many there are", () => {
    expect(readConfig(production)).toMatchObject({ ok: true, config: { trustedProxyHops: 0 } });
    expect(readConfig({ ...production, TRUSTED_PROXY_HOPS: "2" })).toMatchObject({
      ok: true,
      config: { trustedProxyHops: 2 },
    });
  });

  it("reviews finished games at 20,000 nodes a position unless told otherwise; 0 turns reviews off", () => {
    expect(readConfig(production)).toMatchObject({ ok: true, config: { reviewNodes: 20_000 } });
    expect(readConfig({ ...production, REVIEW_NODES: "0" })).toMatchObject({
      ok: true,
      config: { reviewNodes: 0 },
    });
  });

  it("sends migrations and the worker to DIRECT_DATABASE_URL, or to DATABASE_URL without a pooler", () => {
    const direct = "postgresql://pp:secret@db.internal:5432/pigeonpost";
    const pooled = {
      ...production,
      DATABASE_URL: "postgresql://pp:secret@pgbouncer.internal:6432/pigeonpost",
    };
    expect(readConfig({ ...pooled, DIRECT_DATABASE_URL: direct })).toMatchObject({
      ok: true,
      config: { databaseUrl: pooled.DATABASE_URL, directDatabaseUrl: direct },
    });
    expect(readConfig(production)).toMatchObject({
      ok: true,
      config: { directDatabaseUrl: production.DATABASE_URL },
    });
    const { DATABASE_URL: _, ...embedded } = production;
    expect(readConfig({ ...embedded, DIRECT_DATABASE_URL: direct })).toEqual({
      ok: false,
      problems: [
        'DIRECT_DATABASE_URL: set only with DATABASE_URL (the pooler\'s address); without a pooler, leave it unset (got "postgresql://pp:***@db.internal:5432/pigeonpost")',
      ],
    });
    expect(readConfig({ ...production, DIRECT_DATABASE_URL: "db.internal:5432" })).toMatchObject({
      ok: false,
      problems: [
        expect.stringMatching(/^DIRECT_DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/),
      ],
    });
  });

  it("serves /metrics only with a long enough METRICS_TOKEN, and never prints it back", () => {
    expect(readConfig(production)).toMatchObject({ ok: true, config: { metricsToken: undefined } });
    const token = "0123456789abcdef0123";
    expect(readConfig({ ...production, METRICS_TOKEN: token })).toMatchObject({
      ok: true,
      config: { metricsToken: token },
    });
    expect(readConfig({ ...production, METRICS_TOKEN: "short-secret" })).toEqual({
      ok: false,
      problems: [
        "METRICS_TOKEN: expected at least 16 random characters for the Authorization: Bearer header (try: openssl rand -hex 16)",
      ],
    });
  });

  it("runs a worker inside npm start unless START_WORKER=off", () => {
    expect(readConfig(production)).toMatchObject({ ok: true, config: { startWorker: true } });
    expect(readConfig({ ...production, START_WORKER: "off" })).toMatchObject({
      ok: true,
      config: { startWorker: false },
    });
    expect(readConfig({ ...production, START_WORKER: "no" })).toMatchObject({
      ok: false,
      problems: ['START_WORKER: expected "on" or "off" (got "no")'],
    });
  });

  it("reads the worker's health port", () => {
    expect(readConfig({ ...production, WORKER_HEALTH_PORT: "9464" })).toMatchObject({
      ok: true,
      config: { workerHealthPort: 9464 },
    });
    expect(readConfig({ ...production, WORKER_HEALTH_PORT: "health" })).toMatchObject({
      ok: false,
      problems: ['WORKER_HEALTH_PORT: expected a port number (got "health")'],
    });
  });

  it("allows production without DATABASE_URL (embedded database, with a warning at start)", () => {
    const { DATABASE_URL: _, ...rest } = production;
    expect(readConfig(rest).ok).toBe(true);
  });

  it.each([
    ["DATABASE_URL", "mysql://x@y/z", "postgresql://"],
    ["SMTP_URL", "mail.example.com", "smtp://"],
    ["APP_URL", "pigeonpost.example.com", "https://"],
    ["AUTH_SECRET", "short", "at least 32"],
    ["EMAIL_FROM", "not an address", "Pigeon Post <post@example.com>"],
    ["PORT", "eighty", "port number"],
    ["TRUSTED_PROXY_HOPS", "one", "number of proxies"],
    ["TRUSTED_PROXY_HOPS", "-1", "0 (no proxy) or more"],
    ["TRUSTED_PROXY_HOPS", "1.5", "whole number"],
    ["REVIEW_NODES", "lots", "number of nodes"],
    ["REVIEW_NODES", "-5", "0 (no reviews) or more"],
    ["REVIEW_NODES", "50000000", "at most 1000000"],
  ])("rejects a malformed %s with a line naming it and what is expected", (name, value, expected) => {
    const result = readConfig({ ...production, [name]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].startsWith(`${name}: `)).toBe(true);
    expect(result.problems[0]).toContain(expected);
  });

  it.each([
    ["DATABASE_URL", "mysql://root:hunter2@db/x"],
    ["SMTP_URL", "ftp://mailer:hunter2@smtp.example.com"],
  ])("never echoes the password of a malformed %s", (name, value) => {
    const result = readConfig({ ...production, [name]: value });
    if (result.ok) throw new Error(`${name}=${value} was accepted`);
    const line = result.problems.find((problem) => problem.startsWith(name));
    expect(line).toContain("***@");
    expect(line).not.toContain("hunter2");
  });

  it("never echoes the secret back in an error", () => {
    const result = readConfig({ ...production, AUTH_SECRET: "hunter2" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^AUTH_SECRET: /);
    expect(result.problems[0]).not.toContain("hunter2");
  });

  it("treats an empty variable as unset", () => {
    const result = readConfig({ NODE_ENV: "development", SMTP_URL: "" });
    expect(result.ok && result.config.smtpUrl).toBeUndefined();
  });

  it("in trust mode, refuses a receiver open beyond loopback unless the relay's addresses are named", () => {
    const trust = { ...production, INBOUND_DOMAIN: "r.example.com", INBOUND_AUTH: "trust:mx.example.com" };
    for (const host of ["0.0.0.0", "::", "10.0.0.2"]) {
      const refused = readConfig({ ...trust, INBOUND_SMTP_HOST: host });
      expect(refused.ok ? [] : refused.problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^INBOUND_RELAY_ADDRESSES: required with INBOUND_AUTH=trust:… and INBOUND_SMTP_HOST=${host}: the addresses of the mail server that relays replies`,
          ),
        ),
      ]);
    }
    const named = readConfig({
      ...trust,
      INBOUND_SMTP_HOST: "0.0.0.0",
      INBOUND_RELAY_ADDRESSES: " 10.0.0.5, 192.0.2.0/24,2001:db8::/32 ",
    });
    expect(named.ok && named.config.inbound?.relayAddresses).toEqual([
      "10.0.0.5",
      "192.0.2.0/24",
      "2001:db8::/32",
    ]);
    // On loopback, this machine is the relay.
    const local = readConfig(trust);
    expect(local.ok && local.config.inbound?.relayAddresses).toEqual(["127.0.0.0/8", "::1"]);
    // The receiver as the MX checks senders itself: no relay to name.
    expect(
      readConfig({ ...production, INBOUND_DOMAIN: "r.example.com", INBOUND_SMTP_HOST: "0.0.0.0" }).ok,
    ).toBe(true);
    const bad = readConfig({ ...trust, INBOUND_RELAY_ADDRESSES: "10.0.0.5, mx.example.com" });
    expect(bad.ok ? [] : bad.problems).toEqual([
      expect.stringMatching(
        /^INBOUND_RELAY_ADDRESSES: expected the relay's addresses, comma-separated IPs or CIDRs/,
      ),
    ]);
  });
});

// Two classifiers that decide what a failure means, checked against the shapes the real libraries
// produce: which SMTP failures are final (recorded, never retried), and which errors mean the
// database cannot be reached (the person is told "briefly unavailable", HTTP says 503).
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { permanentRefusal } from "@/lib/mail/refusal";

/** An error as nodemailer builds it (lib/smtp-connection: code, response, responseCode, command). */
const smtp = (code: string, command: string, response?: string) =>
  Object.assign(new Error(`${code}${response ? `: ${response}` : ""}`), {
    code,
    command,
    response,
    responseCode: response ? Number(response.slice(0, 3)) : undefined,
  });

describe("permanentRefusal", () => {
  it.each([
    [
      "550 to the recipient",
      smtp("EENVELOPE", "RCPT TO", "550 5.1.1 No such user"),
      "550 5.1.1 No such user",
    ],
    [
      "553 to the recipient",
      smtp("EENVELOPE", "RCPT TO", "553 mailbox name not allowed"),
      "553 mailbox name not allowed",
    ],
    [
      "554 to the message",
      smtp("EMESSAGE", "DATA", "554 5.7.1 Message rejected as spam"),
      "554 5.7.1 Message rejected as spam",
    ],
    ["552 to the DATA command", smtp("EENVELOPE", "DATA", "552 too big"), "552 too big"],
    ["421 to the message (try later)", smtp("EMESSAGE", "DATA", "421 Service unavailable"), null],
    ["450 to the recipient (greylisting)", smtp("EENVELOPE", "RCPT TO", "450 try again"), null],
    ["535 to our login (our configuration)", smtp("EAUTH", "AUTH PLAIN", "535 Authentication failed"), null],
    ["550 to our sender (our configuration)", smtp("EENVELOPE", "MAIL FROM", "550 sender rejected"), null],
    [
      "a refused connection",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      null,
    ],
    ["a timeout", smtp("ETIMEDOUT", "CONN"), null],
    ["not an SMTP error at all", new TypeError("x is undefined"), null],
  ])("%s", (_name, error, expected) => {
    expect(permanentRefusal(error)).toBe(expected);
  });
});

/** What Prisma 7 with the pg driver adapter throws (shapes copied from real failures). */
const prisma = (code: string, message: string, cause?: object) =>
  Object.assign(new Error(message), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: cause ? { driverAdapterError: { name: "DriverAdapterError", cause } } : {},
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["P1001 from a model query", prisma("P1001", "Can't reach database server at 127.0.0.1:5432"), true],
    [
      "P2010 from a raw query",
      prisma("P2010", "Raw query failed. Message: `Can't reach database server at x`"),
      true,
    ],
    [
      "the adapter's DatabaseNotReachable",
      prisma("P2010", "Raw query failed", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }),
      true,
    ],
    [
      "the adapter's ConnectionClosed",
      prisma("P2010", "Raw query failed", { kind: "ConnectionClosed" }),
      true,
    ],
    [
      "PostgreSQL shutting down (57P01) through the adapter",
      prisma("P2010", "terminating", {
        kind: "postgres",
        code: "57P01",
        message: "terminating connection due to administrator command",
      }),
      true,
    ],
    [
      "the database starting up (57P03)",
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      true,
    ],
    [
      "pg: connection refused",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      true,
    ],
    ["pg: Connection terminated unexpectedly", new Error("Connection terminated unexpectedly"), true],
    [
      "wrapped as a cause",
      new Error("session lookup failed", { cause: new Error("Connection terminated unexpectedly") }),
      true,
    ],
    ["our own DatabaseUnavailableError", new DatabaseUnavailableError(), true],
    [
      "a unique violation (P2002)",
      prisma("P2002", "Unique constraint failed on the fields: (`email`)"),
      false,
    ],
    ["a missing row (P2025)", prisma("P2025", "No record was found for an update."), false],
    [
      "a constraint through the adapter",
      prisma("P2010", "Raw query failed", { kind: "UniqueConstraintViolation" }),
      false,
    ],
    [
      "Next.js's redirect",
      Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/games/x;303;" }),
      false,
    ],
    ["a plain bug", new TypeError("Cannot read properties of undefined"), false],
    ["not an error", "oops", false],
  ])("%s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

// The computer's accounts belong to the computer alone (issue 33). No person may type an address in
// its domain (sign-in, an invitation, a visitor's own address), so nobody can make an account on
// the address a computer account is made with; a row already there (made before this rule, or
// written straight into the database) never stops a computer game from starting; and the computer
// never holds a session, whatever token or session row exists for it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computerId, ensureComputer } from "@/lib/accounts/computer";
import { authAdapter } from "@/lib/auth/adapter";
import { openSession, sessionUserId } from "@/lib/auth/open-session";
import { authOptions } from "@/lib/auth/options";
import { sessionTokenHash } from "@/lib/auth/session-token";
import { startComputerGame } from "@/lib/bot/start";
import { db } from "@/lib/db/prisma";
import { person } from "../support/players";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let signIn: typeof import("@/lib/auth/sign-in-link");
let create: typeof import("@/lib/invitations/create");

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  signIn = await import("@/lib/auth/sign-in-link");
  create = await import("@/lib/invitations/create");
});
afterAll(() => smtp.stop());

let clients = 0;
const freshClient = () => `198.51.100.${++clients}:${Math.random()}`;
const refusal = {
  ok: false,
  status: 400,
  reason: expect.stringMatching(/belong to Pigeon, our computer opponent/),
};
const computerDomainRows = () =>
  db().user.count({ where: { email: { endsWith: "computer.invalid", mode: "insensitive" } } });

const typedAddresses = [
  "level-3@computer.invalid",
  "LEVEL-3@Computer.Invalid",
  "  level-8@COMPUTER.INVALID ",
  "anyone@computer.invalid",
  "x@sub.computer.invalid",
];

describe("an address in the computer's domain, typed by a person", () => {
  it.each(typedAddresses)("is refused for an invitation (%j), and nothing is written", async (address) => {
    const wendy = await person("Wendy");
    const before = { users: await computerDomainRows(), invitations: await db().invitation.count() };
    const outcome = await create.createInvitation(
      { gameType: "chess", opponentEmail: address, colour: "white", daysPerMove: "3" },
      wendy,
      new Date(),
    );
    expect(outcome).toEqual(refusal);
    expect(await computerDomainRows()).toBe(before.users);
    expect(await db().invitation.count()).toBe(before.invitations);
  });

  it.each(typedAddresses)("is refused for a sign-in link (%j): no token, no email", async (address) => {
    const mails = smtp.messages.length;
    const outcome = await signIn.requestSignInLink({
      email: address,
      client: freshClient(),
      now: new Date(),
    });
    expect(outcome).toEqual(refusal);
    expect(
      await db().verificationToken.count({ where: { identifier: { contains: "computer.invalid" } } }),
    ).toBe(0);
    expect(smtp.messages.length).toBe(mails);
  });

  it("is refused as a visitor's own address, and as their opponent's", async () => {
    const before = await db().invitation.count();
    const asVisitor = await create.inviteAsVisitor(
      {
        gameType: "chess",
        opponentEmail: "friend@example.com",
        ownEmail: "Level-5@computer.invalid",
        colour: "white",
        daysPerMove: "3",
      },
      freshClient(),
      new Date(),
    );
    expect(asVisitor).toEqual(refusal);
    const opponent = await create.inviteAsVisitor(
      {
        gameType: "chess",
        opponentEmail: "level-5@computer.invalid",
        ownEmail: "vera@example.com",
        colour: "white",
        daysPerMove: "3",
      },
      freshClient(),
      new Date(),
    );
    expect(opponent).toEqual(refusal);
    expect(await db().invitation.count()).toBe(before);
  });
});

describe("a row squatting on the computer's address", () => {
  const play = (userId: string, level: number) =>
    startComputerGame(
      userId,
      { gameType: "chess", level: String(level), colour: "white", daysPerMove: "3" },
      new Date(),
    );

  it.each([
    [4, "level-4@computer.invalid"],
    [6, "LEVEL-6@Computer.Invalid"],
  ])(
    "does not stop a game at level %i from starting (%s written straight into the database)",
    async (level, address) => {
      const squatter = await db().user.create({ data: { email: address, name: "Squatter" } });
      const ana = await person("Ana");
      const started = await play(ana.id, level);
      expect(started.ok).toBe(true);
      if (!started.ok) return;
      const game = await db().game.findUniqueOrThrow({ where: { id: started.gameId } });
      expect(game.blackId).toBe(computerId(level));
      // The squatter keeps its row (and whatever games it has), on an address nobody can type.
      const moved = await db().user.findUniqueOrThrow({ where: { id: squatter.id } });
      expect(moved.email).toBe(`moved-${squatter.id}@computer.invalid`);
      expect(await db().user.findUniqueOrThrow({ where: { id: computerId(level) } })).toMatchObject({
        email: `level-${level}@computer.invalid`,
        mailOff: true,
      });
      // And again, for another person: the account is there now.
      const bo = await person("Bo");
      expect((await play(bo.id, level)).ok).toBe(true);
    },
  );

  it("is moved off the address by the migration, and the computer's own row is left alone", async () => {
    await db().$transaction((tx) => ensureComputer(tx, 2));
    const squatter = await db().user.create({
      data: { email: "level-7@computer.invalid", name: "Squatter" },
    });
    const bystander = await person("Cleo");
    const sql = await readFile(
      path.resolve(
        import.meta.dirname,
        "../../prisma/migrations/20261128223000_computer_addresses/migration.sql",
      ),
      "utf8",
    );
    await db().$executeRawUnsafe(sql);
    expect((await db().user.findUniqueOrThrow({ where: { id: squatter.id } })).email).toBe(
      `moved-${squatter.id}@computer.invalid`,
    );
    expect((await db().user.findUniqueOrThrow({ where: { id: computerId(2) } })).email).toBe(
      "level-2@computer.invalid",
    );
    expect((await db().user.findUniqueOrThrow({ where: { id: bystander.id } })).email).toBe(bystander.email);
  });
});

describe("the computer's account", () => {
  const level = 8;
  const computer = async () => {
    await db().$transaction((tx) => ensureComputer(tx, level));
    return computerId(level);
  };

  it("holds no session, whatever session row exists for it", async () => {
    const id = await computer();
    const raw = "computer-session-token-0123456789abcdefghij";
    await db().session.create({
      data: { tokenHash: sessionTokenHash(raw), userId: id, expires: new Date(Date.now() + 3_600_000) },
    });
    // What every page and action reads (next-auth's session lookup) and what route handlers read.
    expect(await authAdapter().getSessionAndUser?.(raw)).toBeNull();
    expect(await sessionUserId(raw, new Date())).toBeNull();
    // A person's session, read the same two ways, is found.
    const ana = await person("Ana");
    const hers = await openSession(ana.id, new Date());
    expect((await authAdapter().getSessionAndUser?.(hers.value))?.user.id).toBe(ana.id);
    expect(await sessionUserId(hers.value, new Date())).toBe(ana.id);
  });

  it("is never signed into by a sign-in token, even one written straight into the database", async () => {
    const id = await computer();
    const signInCallback = authOptions().callbacks?.signIn;
    if (!signInCallback) throw new Error("no signIn callback");
    const row = await db().user.findUniqueOrThrow({ where: { id } });
    const asked = {
      user: row as never,
      account: { providerAccountId: row.email, type: "email", provider: "email" } as never,
    };
    expect(await signInCallback(asked)).toBe(false);
    const ana = await person("Ana");
    expect(await signInCallback({ ...asked, user: ana as never })).toBe(true);
  });
});

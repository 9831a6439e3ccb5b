import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw, resign } from "@/lib/games/turn/resolve";
import { myGames } from "@/lib/home/my-games";
import { days, hours, t0 } from "../support/clock";
import { type Person, person, startGameBetween } from "../support/players";

let me: Person;
let ana: Person;
let bo: Person;

const game = (white: Person, black: Person, daysPerMove: number, gameType = "chess") =>
  startGameBetween(white, black, { gameType, daysPerMove }, t0);

beforeEach(async () => {
  me = await person("Me");
  ana = await person("Ana");
  bo = await person("Bo", { name: null });
});

describe("my games", () => {
  it("lists games waiting for my move first, soonest deadline first, then the opponent's, then finished", async () => {
    const slow = await game(me, ana, 7); // my move, deadline in 7 days
    const soon = await game(me, bo, 1, "kings-court"); // my move, deadline in 1 day
    const middle = await game(ana, me, 5); // Ana (White) to move: waiting for her
    await submitMove({ gameId: middle.id, userId: ana.id, ply: 1, move: "e4" }, hours(1)); // now mine, due hours(121)
    const theirs = await game(bo, me, 2); // Bo (White) to move
    const done = await game(me, ana, 3);
    await resign(done.id, ana.id, hours(2));
    await offerDraw(slow.id, ana.id, new Date());
    await game(ana, bo, 1); // not mine at all

    const list = await myGames(me, hours(3));
    expect(list.myTurn.map((g) => g.id)).toEqual([soon.id, middle.id, slow.id]);
    expect(list.theirTurn.map((g) => g.id)).toEqual([theirs.id]);
    expect(list.finished.map((g) => g.id)).toEqual([done.id]);

    expect(list.myTurn[0]).toMatchObject({
      href: `/games/${soon.id}`,
      gameName: "Kings Court",
      opponentName: bo.email.split("@")[0], // no display name yet
      mySide: "WHITE",
      moveNumber: 1,
      timeLeft: "21 hours left",
      drawOffered: false,
    });
    expect(list.myTurn[1]).toMatchObject({
      mySide: "BLACK",
      moveNumber: 1,
      timeLeft: "4 days 22 hours left",
      // The row's small board: the position after Ana's e4, seen from my (Black's) side.
      orientation: "b",
      position: { game: "chess", fen: expect.stringMatching(/^rnbqkbnr\/pppppppp\/8\/8\/4P3\//) },
    });
    expect(list.myTurn[0]).toMatchObject({ orientation: "w", position: { game: "kings-court" } });
    expect(list.myTurn[2]).toMatchObject({ opponentName: "Ana", drawOffered: true });
    expect(list.theirTurn[0]).toMatchObject({ timeLeft: "1 day 21 hours left", mySide: "BLACK" });
    // Whose time it is, in words: mine in my games, the opponent's in theirs.
    expect(list.myTurn[0].clockLine).toBe("You have 21 hours left");
    expect(list.theirTurn[0].clockLine).toBe(`${bo.email.split("@")[0]} has 1 day 21 hours left`);
    const late = await myGames(me, days(9));
    expect(late.myTurn[0].clockLine).toBe("Your time is up");
    expect(late.theirTurn[0].clockLine).toBe(`${bo.email.split("@")[0]}'s time is up`);
    expect(list.finished[0]).toMatchObject({
      resultLine: "You won by resignation",
      moveNumber: 0, // resigned before a move: no "move 1"
      timeLeft: null,
      clockLine: null,
      deadline: null,
    });
  });

  it("lists only open invitations, received (by my address) and sent, each linking to its page", async () => {
    const invite = (inviterId: string, inviteeEmail: string, extra: object = {}) =>
      db().invitation.create({
        data: {
          gameType: "juxtaposition",
          inviterId,
          inviteeEmail,
          inviterColor: "RANDOM",
          daysPerMove: 3,
          expiresAt: days(14),
          ...extra,
        },
      });
    const received = await invite(ana.id, me.email);
    const sent = await invite(me.id, bo.email);
    await invite(ana.id, me.email, { status: "DECLINED" });
    await invite(me.id, bo.email, { expiresAt: hours(1) }); // past its time at hours(3)
    await invite(ana.id, bo.email); // someone else's

    const list = await myGames(me, hours(3));
    expect(list.invitationsReceived).toEqual([
      expect.objectContaining({
        id: received.id,
        href: `/invitations/${received.id}`,
        gameName: "Juxtaposition Chess",
        otherName: "Ana",
        expiresIn: "13 days 21 hours left",
      }),
    ]);
    expect(list.invitationsSent.map((i) => [i.id, i.href])).toEqual([[sent.id, `/invitations/${sent.id}`]]);
  });

  it("is empty for a newcomer", async () => {
    expect(await myGames(me, t0)).toEqual({
      myTurn: [],
      theirTurn: [],
      invitationsReceived: [],
      invitationsSent: [],
      finished: [],
    });
  });
});

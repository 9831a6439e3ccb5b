// What a person may type, field by field: the shared rules (lib/input/text.ts, lib/input/number.ts)
// and the schemas built on them (display names, moves and their messages, invitation messages,
// challenge notes and numbers). Each row is a value and what the person is told, or what is stored.
import { describe, expect, it } from "vitest";
import { profileInput } from "@/lib/accounts/input";
import { timeZoneGroups } from "@/lib/accounts/time-zones";
import { challengeInput, lobbyQuery } from "@/lib/challenges/input";
import { moveMessage, moveText } from "@/lib/games/turn/input";
import { typedText } from "@/lib/input/text";
import { invitationInput } from "@/lib/invitations/input";

const nameField = typedText({ what: "Names", max: 40 });
const messageField = typedText({ what: "Messages", max: 500, multiline: true });

const lineBreaks = "Names can't contain line breaks or control characters.";
const direction = "Names can't contain invisible text-direction characters.";
const unreadable = /could not be read/;

const refused =
  (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }) =>
  (value: unknown) =>
    schema.safeParse(value).error?.issues[0].message;

describe("one typed line (a name)", () => {
  const rows: [string, string, string | RegExp][] = [
    ["NUL", "Ana\u0000", lineBreaks],
    ["line feed", "Ana\nBart", lineBreaks],
    ["carriage return", "Ana\rBart", lineBreaks],
    ["tab", "Ana\tBart", lineBreaks],
    ["escape (C0)", "Ana\u001b[31m", lineBreaks],
    ["DEL", "Ana\u007f", lineBreaks],
    ["C1 control (NEL)", "Ana\u0085", lineBreaks],
    ["line separator", "Ana\u2028Bart", lineBreaks],
    ["paragraph separator", "Ana\u2029Bart", lineBreaks],
    ["right-to-left override", "Ana\u202eBart", direction],
    ["left-to-right embedding", "\u202aAna", direction],
    ["pop directional formatting", "Ana\u202c", direction],
    ["first-strong isolate", "\u2068Ana\u2069", direction],
    ["right-to-left mark", "Ana\u200f", direction],
    ["left-to-right mark", "\u200eAna", direction],
    ["Arabic letter mark", "Ana\u061c", direction],
    ["replacement character", "Ana\ufffd", unreadable],
    ["lone surrogate", "Ana\ud800", unreadable],
    ["41 characters", "a".repeat(41), "Names can be at most 40 characters."],
  ];
  it.each(rows)("refuses a %s", (_, value, message) => {
    expect(refused(nameField)(value)).toMatch(message);
  });

  it.each([
    ["trims the ends", "  Ana Lucía  ", "Ana Lucía"],
    ["composes accents (NFC)", "Jose\u0301", "Jos\u00e9"],
    ["keeps right-to-left letters", "עדה", "עדה"],
    ["keeps emoji sequences (zero-width joiners)", "Ana 👩‍👧", "Ana 👩‍👧"],
    ["counts after composing: 40 composed letters fit", "e\u0301".repeat(40), "\u00e9".repeat(40)],
  ])("%s", (_, value, stored) => {
    expect(nameField.parse(value)).toBe(stored);
  });

  it("refuses what is not text at all (a file, a number, nothing) with the field's own words", () => {
    expect(refused(nameField)(undefined)).toBe("Names must be text.");
    expect(refused(nameField)(42)).toBe("Names must be text.");
  });
});

describe("typed text with line breaks (a message)", () => {
  it.each([
    ["NUL", "Good luck\u0000", "Messages can't contain control characters."],
    ["bell", "Good luck\u0007", "Messages can't contain control characters."],
    ["C1 control", "Good\u009b luck", "Messages can't contain control characters."],
    ["replacement character", "Good \ufffd luck", unreadable],
    [
      "right-to-left override",
      "Good luck\u202e!",
      "Messages can't contain invisible text-direction characters.",
    ],
    [
      "right-to-left isolate",
      "\u2067Good luck",
      "Messages can't contain invisible text-direction characters.",
    ],
  ])("refuses a %s", (_, value, message) => {
    expect(refused(messageField)(value)).toMatch(message);
  });

  it("keeps the direction marks writers of right-to-left languages type (they move no text)", () => {
    expect(messageField.parse("שלום\u200f (Ana)")).toBe("שלום\u200f (Ana)");
  });

  it("keeps line breaks and tabs, as one kind of line break", () => {
    expect(messageField.parse("Good luck!\r\nSee you\rsoon\u2028\tAna\n")).toBe(
      "Good luck!\nSee you\nsoon\n\tAna",
    );
  });
});

describe("the schemas built on it", () => {
  const challenge = (fields: Record<string, unknown>) =>
    challengeInput.safeParse({ gameType: "chess", colour: "white", daysPerMove: "3", ...fields });

  it("challenge notes: one line, no invisible direction characters, 300 characters", () => {
    const notes = "Notes can't contain invisible text-direction characters.";
    expect(challenge({ note: "Slow game\u202e, please" }).error?.issues[0].message).toBe(notes);
    expect(challenge({ note: "\u2066Slow game" }).error?.issues[0].message).toBe(notes);
    expect(challenge({ note: "Slow game\u200f" }).error?.issues[0].message).toBe(notes);
    expect(challenge({ note: "Slow\ngame" }).error?.issues[0].message).toBe(
      "Notes can't contain line breaks or control characters.",
    );
    expect(challenge({ note: "  A slow game, please.  " }).data?.note).toBe("A slow game, please.");
  });

  const profile = (name: unknown) => refused(profileInput)({ name, timeZone: "UTC" });

  it("display names: one plain line, not empty, no <, > or @", () => {
    expect(profile("Ana\r\nBart")).toBe(lineBreaks);
    expect(profile("Ana\u0000")).toBe(lineBreaks);
    expect(profile("\u202eanA")).toBe(direction);
    expect(profile("   ")).toBe("Enter a display name: your opponents see it.");
    expect(profile(undefined)).toBe("Enter a display name: your opponents see it.");
    expect(profile("a".repeat(41))).toBe("Keep the display name to 40 characters or fewer.");
    expect(profile("ana@example.com")).toBe("A display name can't contain <, > or @.");
    expect(profileInput.parse({ name: " Ana ", timeZone: "UTC" }).name).toBe("Ana");
    expect(refused(profileInput)({ name: "Ana", timeZone: "Mars/Olympus" })).toBe(
      "Choose a time zone from the list.",
    );
  });

  it("time zones: listed under their current names by region; an old stored name still saves, renamed", () => {
    const all = timeZoneGroups.flatMap((g) => g.zones);
    for (const current of ["Europe/Kyiv", "Asia/Kolkata", "Asia/Ho_Chi_Minh", "UTC"])
      expect(all).toContain(current);
    for (const old of ["Europe/Kiev", "Asia/Calcutta", "Asia/Saigon"]) expect(all).not.toContain(old);
    expect(new Set(all).size).toBe(all.length);
    expect(timeZoneGroups.find((g) => g.region === "Europe")?.zones).toContain("Europe/Lisbon");
    expect(timeZoneGroups.at(-1)).toEqual({ region: "Other", zones: ["UTC"] });
    expect(profileInput.parse({ name: "Ana", timeZone: "Europe/Kiev" }).timeZone).toBe("Europe/Kyiv");
    expect(profileInput.parse({ name: "Ana", timeZone: "Asia/Kolkata" }).timeZone).toBe("Asia/Kolkata");
  });

  it("moves: one line; messages: lines allowed, no controls, 500 characters", () => {
    expect(refused(moveText)("e4\n")).toBe("Moves can't contain line breaks or control characters.");
    expect(refused(moveText)("e4\u0000")).toBe("Moves can't contain line breaks or control characters.");
    expect(refused(moveText)(" ")).toBe("Write a move in this game's notation.");
    expect(refused(moveText)("e".repeat(201))).toBe("That is not a move: it is far too long.");
    expect(refused(moveMessage)("hi\u0000")).toBe("Messages can't contain control characters.");
    expect(refused(moveMessage)("x".repeat(501))).toBe("A message can be at most 500 characters.");
    expect(moveMessage.parse("  ")).toBeUndefined();
    expect(moveMessage.parse("Good\r\nluck")).toBe("Good\nluck");
  });

  it("invitation messages: lines allowed, no controls, 500 characters; empty is none", () => {
    const base = { gameType: "chess", opponentEmail: "bo@example.com", colour: "white", daysPerMove: "3" };
    const message = (text: unknown) => invitationInput.safeParse({ ...base, message: text });
    expect(message("Fancy a game?\u0000").error?.issues[0].message).toBe(
      "Messages can't contain control characters.",
    );
    expect(message("x".repeat(501)).error?.issues[0].message).toBe(
      "The message is too long: at most 500 characters.",
    );
    expect(message("Fancy a game?\r\n— Ana").data?.message).toBe("Fancy a game?\n— Ana");
    expect(message("   ").data?.message).toBeNull();
    expect(message(undefined).data?.message).toBeNull();
  });
});

describe("numbers typed in a form or an address: digits, nothing else", () => {
  const challenge = (fields: Record<string, unknown>) =>
    challengeInput.safeParse({ gameType: "chess", colour: "white", daysPerMove: "3", ...fields });
  const lowest = (value: string) => challenge({ minRating: value });

  it.each(["0x5dc", "1e3", "0b11", "0o7", "+1500", "1500.0", "1 500", "Infinity", "١٥٠٠"])(
    "a rating of %s is refused, not read as a number",
    (value) => {
      expect(lowest(value).error?.issues[0].message).toBe(
        "The lowest rating is a rating in digits, e.g. 1400.",
      );
    },
  );

  it("digits are read, around spaces too; an empty box is no limit", () => {
    expect(lowest("1500").data?.minRating).toBe(1500);
    expect(lowest(" 1500 ").data?.minRating).toBe(1500);
    expect(lowest("").data?.minRating).toBeNull();
    expect(lowest("99").error?.issues[0].message).toBe("The lowest rating is at least 100.");
  });

  it("the other numbers of the forms and the lobby's address alike", () => {
    const timePerMove = "The time per move is 1, 2, 3, 5, 7, 10, 14 days.";
    expect(challenge({ daysPerMove: "0x3" }).error?.issues[0].message).toBe(timePerMove);
    expect(challenge({ expiresInDays: "7e0" }).error?.issues[0].message).toBe(
      "A challenge stays open 3, 7, 14, 30 days.",
    );
    expect(challenge({ daysPerMove: "5", incrementDays: "0x1" }).error?.issues[0].message).toBe(
      "The days added per move are 1, 2, 3, or none.",
    );
    expect(lobbyQuery.safeParse({ days: "0x3" }).error?.issues[0].message).toBe(
      "There is no such time control.",
    );
    expect(lobbyQuery.safeParse({ days: "3" }).data?.days).toBe(3);
    const base = { gameType: "chess", opponentEmail: "bo@example.com", colour: "white" };
    expect(invitationInput.safeParse({ ...base, daysPerMove: "0x3" }).error?.issues[0].message).toBe(
      timePerMove,
    );
    expect(invitationInput.safeParse({ ...base, daysPerMove: "3" }).data?.daysPerMove).toBe(3);
  });
});

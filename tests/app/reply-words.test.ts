// The first line of a reply: a move, or one of the words the help answer lists.
import { describe, expect, it } from "vitest";
import { readReply, replyWords } from "@/lib/inbound/command";

describe("the first line of a reply", () => {
  it.each([
    ["e4", { kind: "move", text: "e4" }],
    ["12... Nf6!", { kind: "move", text: "Nf6" }],
    ["Resign.", { kind: "resign" }],
    ["draw?", { kind: "draw" }],
    ["Accept", { kind: "accept" }],
    ["accept takeback", { kind: "accept", what: "takeback" }],
    ["Accept the takeback!", { kind: "accept", what: "takeback" }],
    ["decline", { kind: "decline" }],
    ["Decline draw", { kind: "decline", what: "draw" }],
    ["decline   takeback", { kind: "decline", what: "takeback" }],
    ["?", { kind: "help" }],
  ])("%j reads as %j", (line, command) => {
    expect(readReply(`\n${line}\nSee you soon`).command).toEqual(command);
  });

  it("keeps what follows the first line as the message", () => {
    expect(readReply("accept\nThanks, fair enough.").message).toBe("Thanks, fair enough.");
  });

  it("lists every word in the help answer", () => {
    expect(replyWords.map((w) => w.word)).toEqual(["resign", "draw", "accept", "decline", "help"]);
  });
});

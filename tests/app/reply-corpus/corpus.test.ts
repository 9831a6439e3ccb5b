// The corpus of real replies (./SOURCES.md says where each comes from): every .eml here is read as
// the worker reads a reply (MIME parser, visibleText, readReply) and acted on against a real game in
// PostgreSQL. Each file says, in its X-Corpus-* headers, what the person meant: the move (in the
// game's canonical notation) and the message, a word's action, or that nothing should be played.
// The test prints the figures per kind and holds the line: 97 % or more of the replies that carry a
// move are played, none is misread (another move, a message that is not the person's words, or a
// move played from a reply that carries none), none is silently ignored.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { fitMessage } from "@/lib/games/talk/conversation";
import { offerDraw } from "@/lib/games/turn/resolve";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { person, playMoves, startGameBetween } from "../../support/players";
import { replyWith } from "../../support/reply-pipeline";

type Fixture = {
  file: string;
  kind: string;
  game: string;
  before: string[];
  setup: string | undefined;
  /** "move <notation>", "refused", or the outcome of a word ("draw-offered", "resigned", …). */
  expect: string;
  message: string | null;
  /** What the rest of the pipeline (the worker's MIME stage) must do for this one to play. */
  needs: string | undefined;
  raw: Buffer;
};

const folder = import.meta.dirname;

function fixtureOf(file: string): Fixture {
  const raw = readFileSync(path.join(folder, file));
  const head = raw
    .toString("latin1")
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, " ");
  const field = (name: string) => new RegExp(`^X-Corpus-${name}: (.*)$`, "mi").exec(head)?.[1]?.trim();
  const expected = field("Expect");
  if (!expected) throw new Error(`${file}: no X-Corpus-Expect`);
  const said = field("Message") ?? "none";
  // Headers are ASCII: the message is a JSON string with \u escapes.
  const message = said === "none" ? null : (JSON.parse(said) as string);
  return {
    file,
    kind: field("Kind") ?? "other",
    game: field("Game") ?? "chess",
    before: (field("Before") ?? "").split(" ").filter(Boolean),
    setup: field("Setup"),
    expect: expected,
    message: message && field("Shortened") ? (fitMessage(message)?.body ?? null) : message,
    needs: field("Needs"),
    raw,
  };
}

type Verdict = "played" | "refused" | "misread" | "ignored";
type Result = { fixture: Fixture; verdict: Verdict; detail: string };

// Words that appear only in what was quoted (the your-move email, its sender and the attribution
// lines): a message containing one carries quoted text.
const quotedMarks = ["YOUR MOVE IN", "Reply with your move", "pigeon.example.org", "Pigeon Post"];

/** One fixture, in a game of its own: the setup, the reply read and acted on, and what came of it. */
async function run(fixture: Fixture): Promise<Result> {
  const white = await person("Ana");
  const black = await person("Ben");
  const takebacks = fixture.setup === "opponent-asks-takeback";
  const game = await startGameBetween(white, black, { gameType: fixture.game, takebacks }, new Date());
  await playMoves(game, fixture.before, () => new Date());
  const ply = fixture.before.length;
  const [player, opponent] = ply % 2 === 0 ? [white, black] : [black, white];
  if (fixture.setup === "opponent-offers-draw") await offerDraw(game.id, opponent.id, new Date());
  if (takebacks) await requestTakeback(game.id, opponent.id, new Date());
  const verdict = (v: Verdict, detail: string): Result => ({ fixture, verdict: v, detail });

  let outcome: Awaited<ReturnType<typeof replyWith>>["outcome"];
  try {
    ({ outcome } = await replyWith(fixture.raw, { gameId: game.id, userId: player.id, ply }));
  } catch (error) {
    return verdict("ignored", `threw: ${(error as Error).message}`);
  }
  const stored = await db().move.findUnique({
    where: { gameId_ply: { gameId: game.id, ply: ply + 1 } },
    select: { notation: true, message: true },
  });
  const written = await db().gameMessage.findFirst({
    where: { gameId: game.id, authorId: player.id },
    select: { body: true },
  });
  const sent = stored?.message ?? written?.body ?? null;
  const leaked = quotedMarks.find((mark) => sent?.includes(mark));
  if (leaked) return verdict("misread", `quoted text went on (“${leaked}”): ${JSON.stringify(sent)}`);

  if (fixture.expect.startsWith("move ")) {
    const meant = fixture.expect.slice("move ".length);
    if (outcome.kind === "refused") return verdict("refused", outcome.reason);
    if (outcome.kind !== "played" || !stored) return verdict("misread", `${outcome.kind}, no move`);
    if (stored.notation !== meant) return verdict("misread", `played ${stored.notation}, meant ${meant}`);
    if (stored.message !== fixture.message)
      return verdict(
        "misread",
        `message ${JSON.stringify(stored.message)}, meant ${JSON.stringify(fixture.message)}`,
      );
    return verdict("played", stored.notation);
  }
  if (fixture.expect === "refused") {
    if (stored) return verdict("misread", `played ${stored.notation} from a reply that carries no move`);
    return outcome.kind === "refused" ? verdict("refused", outcome.reason) : verdict("misread", outcome.kind);
  }
  // A word: its action, and the message kept in the game's conversation.
  if (stored) return verdict("misread", `played ${stored.notation} instead of ${fixture.expect}`);
  if (outcome.kind === "refused") return verdict("refused", outcome.reason);
  if (outcome.kind !== fixture.expect) return verdict("misread", `${outcome.kind}, meant ${fixture.expect}`);
  if ((written?.body ?? null) !== fixture.message)
    return verdict(
      "misread",
      `message ${JSON.stringify(written?.body)}, meant ${JSON.stringify(fixture.message)}`,
    );
  return verdict("played", outcome.kind);
}

/** "quote-header  61 played  0 refused  0 misread  0 ignored" for each kind, and the total. */
function figures(results: Result[]): string {
  const kinds = [...new Set(results.map((r) => r.fixture.kind))].sort();
  const line = (label: string, of: Result[]) => {
    const count = (v: Verdict) => of.filter((r) => r.verdict === v).length;
    return `${label.padEnd(14)} ${String(of.length).padStart(4)} replies: ${String(count("played")).padStart(4)} played  ${String(count("refused")).padStart(3)} refused  ${count("misread")} misread  ${count("ignored")} ignored`;
  };
  return [
    ...kinds.map((kind) =>
      line(
        kind,
        results.filter((r) => r.fixture.kind === kind),
      ),
    ),
    line("all", results),
  ].join("\n");
}

describe("the corpus of real replies", () => {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".eml"))
    .sort();

  it("plays what people meant, never misreads, and answers every reply", async () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    const results: Result[] = [];
    for (const file of files) results.push(await run(fixtureOf(file)));

    const carrying = results.filter((r) => r.fixture.expect.startsWith("move "));
    const played = carrying.filter((r) => r.verdict === "played");
    const refusedMoves = carrying.filter((r) => r.verdict === "refused");
    const words = results.filter((r) => r.fixture.kind === "word");
    const noMove = results.filter((r) => r.fixture.expect === "refused");
    console.log(
      [
        "Replies of the corpus, by kind (played: a move played as meant, or a word's action taken; refused: answered, nothing played):",
        figures(results),
        `Replies that carry a move: ${played.length} of ${carrying.length} played (${((100 * played.length) / carrying.length).toFixed(1)} %).`,
        `Replies that should not move (no move in them, or a move to ask about): ${noMove.filter((r) => r.verdict === "refused").length} of ${noMove.length} answered without playing.`,
        ...refusedMoves.map(
          (r) =>
            `  refused: ${r.fixture.file}${r.fixture.needs ? ` (needs the ${r.fixture.needs})` : ""}: ${r.detail}`,
        ),
      ].join("\n"),
    );

    const wrong = (verdict: Verdict) =>
      results.filter((r) => r.verdict === verdict).map((r) => `${r.fixture.file}: ${r.detail}`);
    expect(wrong("misread")).toEqual([]);
    expect(wrong("ignored")).toEqual([]);
    expect(played.length / carrying.length).toBeGreaterThanOrEqual(0.97);
    // A refused move is one the reader cannot help: only those waiting on the MIME stage.
    expect(refusedMoves.filter((r) => !r.fixture.needs).map((r) => `${r.fixture.file}: ${r.detail}`)).toEqual(
      [],
    );
    expect(words.map((r) => `${r.fixture.file}: ${r.verdict}`)).toEqual(
      words.map((r) => `${r.fixture.file}: played`),
    );
    expect(noMove.map((r) => r.verdict)).toEqual(noMove.map(() => "refused"));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { offerDraw as offerDrawBy } from "@/lib/games/turn/resolve";
import { createInvitation } from "@/lib/invitations/create";
import { timeControls } from "@/lib/invitations/input";
import { person, playMoves, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";
import { linkTo } from "../support/smtp";
import { everything, quiet } from "./support/fingerprint";
import { type Fields, formData, hiddenFields, rawMultipart, readable } from "./support/http-forms";

let service: Service;

/** What the rows need: the service, a signed-in player (Ana) and things of hers to aim at. */
type Stage = {
  url: string;
  /** Ana's session cookie. */
  ana: string;
  anaId: string;
  bartEmail: string;
  /** A running game in which it is Ana's move (ply 1, White). */
  running: string;
  /** A finished public game of Ana's (fool's mate, 4 half-moves). */
  finished: string;
  /** Another, whose review is gone (as for a game that ended before reviews): it offers to ask. */
  unreviewed: string;
  /** A running game in which Bart has offered Ana a draw. */
  offered: string;
  /** Bart's pending invitation to Ana, and its emailed token. */
  invited: { id: string; token: string };
  /** Ana's pending invitation to Dora, and Ana's unsent draft. */
  sent: string;
  draft: string;
  /** Ana's unsubscribe key, from the link in her email. */
  key: string;
  /** The session cookie of Nell, signed in and not yet welcomed (no name chosen). */
  newcomer: string;
  /** Bart's id: he has a player page (the finished public game). */
  bartId: string;
};
const stage = {} as Stage;

/** `location`: a redirect, to where (the page then says what happened). */
type Answer = { status: number; says: string | RegExp; location?: RegExp };
type Row = [what: string, send: () => Promise<Response>, answer: Answer];

const tag = Math.random().toString(36).slice(2, 8);
const nul = "\u0000";
const rlo = "\u202e";
const mb = 1024 * 1024;
const b64 = (text: string) => Buffer.from(text).toString("base64url");

// ---- how rows send --------------------------------------------------------------------------

function get(path: string | (() => string), cookie?: string | (() => string)): () => Promise<Response> {
  return () => {
    const jar = typeof cookie === "function" ? cookie() : cookie;
    return fetch(stage.url + (typeof path === "function" ? path() : path), {
      headers: jar ? { cookie: jar } : {},
      redirect: "manual",
    });
  };
}

/**
 * A GET of a page as the client router asks for it (`RSC: 1`) with these headers besides, at the
 * address Next.js sends it to first (its `_rsc` parameter, a hash of those headers).
 */
function rsc(path: string | (() => string), headers: Record<string, string>): () => Promise<Response> {
  return async () => {
    const init = { headers: { cookie: stage.ana, rsc: "1", ...headers }, redirect: "manual" } as const;
    const first = await fetch(stage.url + (typeof path === "function" ? path() : path), init);
    const location = first.headers.get("location");
    if (first.status !== 307 || !location?.includes("_rsc")) return first;
    await first.body?.cancel();
    return fetch(new URL(location, stage.url), init);
  };
}

function post(
  path: string | (() => string),
  body: BodyInit | (() => BodyInit),
  type: string | null,
  headers: Record<string, string> = {},
): () => Promise<Response> {
  return () =>
    fetch(stage.url + (typeof path === "function" ? path() : path), {
      method: "POST",
      body: typeof body === "function" ? body() : body,
      headers: { ...(type ? { "content-type": type } : {}), ...headers },
      redirect: "manual",
      duplex: "half",
    } as RequestInit);
}

type FormAim = {
  /** The page the form is on. */
  page: () => string;
  /** Something only that form's HTML contains. */
  marker: string;
  /** The fields a person fills in, valid: each row spoils one. */
  typed: () => Fields;
  /** Whose session: Ana's, Nell's (a newcomer), or none (a visitor). */
  as: "ana" | "newcomer" | "visitor";
};

async function hiddenOf(
  aim: FormAim,
): Promise<{ hidden: [string, string][]; headers: Record<string, string> }> {
  const headers: Record<string, string> = { origin: stage.url };
  if (aim.as === "ana") headers.cookie = stage.ana;
  if (aim.as === "newcomer") headers.cookie = stage.newcomer;
  const page = await fetch(stage.url + aim.page(), { headers: { cookie: headers.cookie ?? "" } });
  if (page.status !== 200) throw new Error(`${aim.page()} answered ${page.status}`);
  return { hidden: hiddenFields(await page.text(), aim.marker), headers };
}

/** The form posted with `fields` over the valid ones (a string replaces, an array repeats, null omits). */
function form(aim: FormAim, fields: Fields | (() => Fields)): () => Promise<Response> {
  return async () => {
    const { hidden, headers } = await hiddenOf(aim);
    const body = formData(hidden, { ...aim.typed(), ...(typeof fields === "function" ? fields() : fields) });
    return fetch(stage.url + aim.page(), { method: "POST", body, headers, redirect: "manual" });
  };
}

/** The form with one field's raw bytes (invalid UTF-8 is what FormData cannot carry). */
function formBytes(aim: FormAim, name: string, bytes: Uint8Array): () => Promise<Response> {
  return async () => {
    const { hidden, headers } = await hiddenOf(aim);
    const typed = Object.entries(aim.typed()).filter(([field]) => field !== name) as [string, string][];
    const { body, type } = rawMultipart([...hidden, ...typed, [name, bytes]]);
    return fetch(stage.url + aim.page(), {
      method: "POST",
      body,
      headers: { ...headers, "content-type": type },
      redirect: "manual",
    });
  };
}

/** The form sent as a browser without JavaScript would from a page whose origin is `origin`. */
function formFrom(aim: FormAim, origin: string): () => Promise<Response> {
  return async () => {
    const { hidden, headers } = await hiddenOf(aim);
    const body = formData(hidden, aim.typed());
    return fetch(stage.url + aim.page(), {
      method: "POST",
      body,
      headers: { ...headers, origin },
      redirect: "manual",
    });
  };
}

/** The id of the server action the form runs, from its hidden fields. */
function actionIdOf(hidden: [string, string][]): string {
  for (const [name, value] of hidden) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    if (/^\$ACTION_\d+:0$/.test(name)) return JSON.parse(value).id;
  }
  throw new Error("the form names no server action");
}

/**
 * The form's server action called as JavaScript calls it (a `Next-Action` header), with this body:
 * React's own (its arguments in "0", JSON) unless told.
 */
function jsAction(
  aim: FormAim,
  body: { origin?: string; raw?: { bytes: string; type: string | null }; root?: string } = {},
): () => Promise<Response> {
  return async () => {
    const { hidden, headers } = await hiddenOf(aim);
    const sent = new FormData();
    for (const [name, value] of Object.entries(aim.typed())) sent.set(`1_${name}`, String(value));
    sent.set("0", body.root ?? '["$K1"]');
    const type = body.raw?.type;
    return fetch(stage.url + aim.page(), {
      method: "POST",
      body: body.raw ? body.raw.bytes : sent,
      headers: {
        ...headers,
        ...(type ? { "content-type": type } : {}),
        "next-action": actionIdOf(hidden),
        origin: body.origin ?? stage.url,
      },
      redirect: "manual",
    });
  };
}

/** The form sent chunked (no Content-Length), as only a hand-made client sends it. */
function formChunked(aim: FormAim, fields: Fields): () => Promise<Response> {
  return async () => {
    const { hidden, headers } = await hiddenOf(aim);
    const encoded = new Response(formData(hidden, { ...aim.typed(), ...fields }));
    const type = encoded.headers.get("content-type") ?? "";
    return fetch(stage.url + aim.page(), {
      method: "POST",
      body: encoded.body,
      headers: { ...headers, "content-type": type },
      redirect: "manual",
      duplex: "half",
    } as RequestInit);
  };
}

/** A body sent chunked: `size` bytes of `a`. */
function chunkedBytes(size: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

// ---- the forms ------------------------------------------------------------------------------

const account: FormAim = {
  page: () => "/account",
  marker: 'name="timeZone"',
  typed: () => ({ name: "Ana Tester", timeZone: "UTC" }),
  as: "ana",
};
const mailChoice: FormAim = {
  page: () => "/account",
  marker: 'name="choice"',
  typed: () => ({ choice: "digest" }),
  as: "ana",
};
const computerMail: FormAim = {
  page: () => "/account",
  marker: 'name="computerMail"',
  typed: () => ({ computerMail: "on" }),
  as: "ana",
};
const askReview: FormAim = {
  page: () => `/games/${stage.unreviewed}`,
  marker: ">Ask for a review<",
  typed: () => ({}),
  as: "ana",
};
const unsubscribePage: FormAim = {
  page: () => `/unsubscribe/${stage.key}`,
  marker: 'name="choice"',
  typed: () => ({ choice: "digest" }),
  as: "visitor",
};
const move: FormAim = {
  page: () => `/games/${stage.running}`,
  marker: 'aria-label="Send a move as text"',
  typed: () => ({ move: "e4", message: "Good luck!" }),
  as: "ana",
};
const offerDraw: FormAim = {
  page: () => `/games/${stage.running}`,
  marker: ">Offer a draw<",
  typed: () => ({}),
  as: "ana",
};
const resign: FormAim = {
  page: () => `/games/${stage.running}?confirm=resign`,
  marker: ">Yes, resign<",
  typed: () => ({}),
  as: "ana",
};
const answerDraw: FormAim = {
  page: () => `/games/${stage.offered}`,
  marker: ">Accept the draw<",
  typed: () => ({ answer: "accept" }),
  as: "ana",
};
const chat: FormAim = {
  page: () => `/games/${stage.running}`,
  marker: 'aria-label="Send a message"',
  typed: () => ({ message: "Good luck!" }),
  as: "ana",
};
const newGame: FormAim = {
  page: () => "/new",
  marker: 'name="opponentEmail"',
  typed: () => ({
    gameType: "chess",
    opponentEmail: `erin-${tag}@example.com`,
    colour: "white",
    daysPerMove: "3",
    message: "Fancy a game?",
    public: "on",
  }),
  as: "ana",
};
const visitorNewGame: FormAim = {
  ...newGame,
  typed: () => ({ ...newGame.typed(), ownEmail: `fay-${tag}@example.com` }),
  as: "visitor",
};
const accept: FormAim = {
  page: () => `/invitations/${stage.invited.id}`,
  marker: 'name="public"',
  typed: () => ({ public: "on" }),
  as: "ana",
};
const decline: FormAim = {
  page: () => `/invitations/${stage.invited.id}`,
  marker: ">Decline<",
  typed: () => ({}),
  as: "ana",
};
const withdraw: FormAim = {
  page: () => `/invitations/${stage.sent}`,
  marker: ">Withdraw the invitation<",
  typed: () => ({}),
  as: "ana",
};
const sendDraft: FormAim = {
  page: () => `/invitations/${stage.draft}`,
  marker: ">Send the invitation<",
  typed: () => ({}),
  as: "ana",
};
const postChallenge: FormAim = {
  page: () => "/challenges/new",
  marker: 'name="minRating"',
  typed: () => ({ gameType: "chess", daysPerMove: "3", colour: "random", note: "A slow game, please." }),
  as: "ana",
};
const welcome: FormAim = {
  page: () => "/welcome?callbackUrl=/",
  marker: 'name="callbackUrl"',
  typed: () => ({ name: "Nell", timeZone: "Europe/Paris" }),
  as: "newcomer",
};
const rematch: FormAim = {
  page: () => `/games/${stage.finished}`,
  marker: ">Offer a rematch<",
  typed: () => ({}),
  as: "ana",
};
const challengePlayer: FormAim = {
  page: () => `/new?player=${stage.bartId}`,
  marker: 'name="playerId"',
  typed: () => ({ gameType: "chess", colour: "white", daysPerMove: "3", public: "on" }),
  as: "ana",
};
const signIn: FormAim = {
  page: () => "/signin",
  marker: 'name="email"',
  typed: () => ({ email: `gus-${tag}@example.com` }),
  as: "visitor",
};

// ---- what people are told ---------------------------------------------------------------------

const ok = (says: string | RegExp): Answer => ({ status: 200, says });
/** A move from a page the game has left behind: back to the game page, which shows it now. */
const backToTheGame: Answer = { status: 303, says: "", location: /^\/games\/[^/?]+\?stale=\d+$/ };
const unreadablePath: Answer = { status: 400, says: "This address can't be read" };
const tooMuch: Answer = { status: 413, says: "That was too much to send" };
const unreadableForm: Answer = { status: 400, says: "That form could not be read" };
const fromElsewhere: Answer = { status: 403, says: "That form came from another site" };
const unreadableRequest: Answer = { status: 400, says: "This page request could not be read" };
const noSuchGameFile: Answer = { status: 404, says: "There is no such game." };
const pageNotFound: Answer = { status: 404, says: "Page not found" };
const invitationNotFound: Answer = { status: 404, says: "This invitation link is not valid" };
const nameLine = ok("Names can't contain line breaks or control characters.");
const nameDirection = ok("Names can't contain invisible text-direction characters.");
const unreadableText = ok(/can't contain characters that could not be read/);
const staleCursor = ok("That page of results is out of date; start from the first page.");
const datesRange = ok("Choose dates from 2000-01-01 to 2100-12-31.");
const datesFormat = ok("Write dates as YYYY-MM-DD.");
const boardQuery: Answer = {
  status: 400,
  says: "ply must be a move number (0 for the start), size 120 to 1200",
};
const moveLine = ok("Moves can't contain line breaks or control characters.");
const messageControls = ok("Messages can't contain control characters.");
const noGameNamed = ok("This form names no game. Reload the page.");
const noMoveNumber = ok("This form has no move number. Reload the page.");
const incompleteLink = ok("This invitation link is incomplete. Open it again from the email.");
const missingFromForm = ok("Something is missing from this form. Reload the page and try again.");
const emailChoice = ok("Choose one of the email options.");
const computerMailChoice = ok("Choose whether games against the computer may email you.");
const timeZone = ok("Choose a time zone from the list.");
const opponentAddress = ok("Your opponent's address doesn't look like an email address");
const timePerMove = ok(`The time per move is ${timeControls.join(", ")} days.`);
const ownAddress = ok("That doesn't look like an email address.");
const invalidUtf8 = new Uint8Array([0x41, 0x6e, 0x61, 0xff, 0xfe, 0xc0, 0xaf]);

const games = ["pgn", "json", "board.png"] as const;
const finished = (rest: string) => () => `/games/${stage.finished}${rest}`;
const player = (rest: string) => () => `/players/${stage.anaId}${rest}`;

const rows: Row[] = [
  ["welcome: name with NUL", form(welcome, { name: `Nell${nul}` }), nameLine],
  ["welcome: name with a bidi override", form(welcome, { name: `Nell ${rlo}` }), nameDirection],
  [
    "welcome: name of 41 characters",
    form(welcome, { name: "a".repeat(41) }),
    ok("Keep the display name to 40 characters or fewer."),
  ],
  ["welcome: name empty", form(welcome, { name: " " }), ok("Enter a display name: your opponents see it.")],
  ["welcome: time zone ../../etc/passwd", form(welcome, { timeZone: "../../etc/passwd" }), timeZone],
  ["welcome: body of 1.2 MB", form(welcome, { name: "a".repeat(1.2 * mb) }), tooMuch],
  [
    "rematch: a game still in play",
    form(rematch, () => ({ gameId: stage.running })),
    ok("A rematch can be offered once this game is over."),
  ],
  [
    "rematch: a game id that is no id",
    form(rematch, { gameId: "../x" }),
    ok(/Something is missing from this form/),
  ],
  ["rematch: a game id missing", form(rematch, { gameId: null }), ok(/Something is missing from this form/)],
  [
    "rematch: a game of other people",
    form(rematch, { gameId: "cnobodyxxxxxxxxxxxxxxxxx" }),
    ok("There is no such game."),
  ],
  [
    "challenge a player: oneself",
    form(challengePlayer, () => ({ playerId: stage.anaId })),
    ok("That is you: choose another player to challenge."),
  ],
  [
    "challenge a player: an id naming nobody",
    form(challengePlayer, { playerId: "cnobodyxxxxxxxxxxxxxxxxx" }),
    ok("There is no such player."),
  ],
  [
    "challenge a player: an id with NUL",
    form(challengePlayer, { playerId: `c${nul}x` }),
    ok("There is no such player."),
  ],
  [
    "challenge a player: an unknown game",
    form(challengePlayer, { gameType: "checkers" }),
    ok(/Choose one of the six/),
  ],
  // The game files: /games/<id>/pgn, /json, /board.png
  ...games.map((file): Row => [`${file}: NUL id`, get(`/games/%00/${file}`), noSuchGameFile]),
  ...games.map((file): Row => [`${file}: id %FF`, get(`/games/%FF/${file}`), unreadablePath]),
  ...games.map((file): Row => [`${file}: id %C0%AF`, get(`/games/%C0%AF/${file}`), unreadablePath]),
  ...games.map(
    (file): Row => [
      `${file}: id ../../etc/passwd`,
      get(`/games/..%2F..%2Fetc%2Fpasswd/${file}`),
      noSuchGameFile,
    ],
  ),
  ["pgn: id of 5000 characters", get(`/games/${"c".repeat(5000)}/pgn`), noSuchGameFile],
  // A person's own analysis as PGN: nobody's without a session, as for a missing game
  ["analysis pgn: NUL id", get("/games/%00/analysis/pgn"), noSuchGameFile],
  ["analysis pgn: id %FF", get("/games/%FF/analysis/pgn"), unreadablePath],
  ["analysis pgn: no session", get(finished("/analysis/pgn")), noSuchGameFile],
  [
    "analysis pgn: session cookie NUL",
    get(finished("/analysis/pgn"), "next-auth.session-token=%00"),
    noSuchGameFile,
  ],
  ["json: id with SQL", get(`/games/${encodeURIComponent("x' or '1'='1")}/json`), noSuchGameFile],
  ["board.png: ply 1e400", get(finished("/board.png?ply=1e400")), boardQuery],
  ["board.png: ply -1", get(finished("/board.png?ply=-1")), boardQuery],
  ["board.png: ply 99999999999999999999", get(finished("/board.png?ply=99999999999999999999")), boardQuery],
  ["board.png: ply NUL", get(finished("/board.png?ply=%00")), boardQuery],
  ["board.png: ply repeated, last NUL", get(finished("/board.png?ply=1&ply=%00")), boardQuery],
  ["board.png: size 99999", get(finished("/board.png?size=99999")), boardQuery],
  ["board.png: size -5", get(finished("/board.png?size=-5")), boardQuery],
  ["board.png: size %FF", get(finished("/board.png?size=%FF")), boardQuery],
  ["board.png: side x", get(finished("/board.png?side=x")), boardQuery],
  [
    "board.png: ply past the end",
    get(finished("/board.png?ply=5")),
    { status: 404, says: "This game has 4 moves" },
  ],

  // The game page
  ["game page: NUL id", get("/games/%00"), { status: 404, says: "No game here" }],
  ["game page: id %FF", get("/games/%FF"), unreadablePath],
  ["game page: id ../../etc", get("/games/..%2F..%2Fetc"), { status: 404, says: "No game here" }],
  [
    "game page: ply 99999999999999999999",
    get(finished("?ply=99999999999999999999")),
    ok("is not a half-move number (0 to 4)"),
  ],
  ["game page: ply -1", get(finished("?ply=-1")), ok("is not a half-move number (0 to 4)")],
  ["game page: ply NUL", get(finished("?ply=%00")), ok("is not a half-move number (0 to 4)")],
  ["game page: ply past the end", get(finished("?ply=5")), ok("there is no half-move 5")],

  // Player pages
  ["player page: NUL id", get("/players/%00"), pageNotFound],
  ["player page: id %FF", get("/players/%FF"), unreadablePath],
  ["player page: id ../../etc", get("/players/..%2F..%2Fetc"), pageNotFound],
  ["player page: id of 5000 characters", get(`/players/${"c".repeat(5000)}`), pageNotFound],
  ["player page: cursor of junk", get(player("?after=junk!!")), staleCursor],
  ["player page: cursor NUL", get(player("?after=%00")), staleCursor],
  ["player page: cursor at year 0", get(player(`?after=${b64("0000-01-01T00:00:00.000Z|cx")}`)), staleCursor],
  [
    "player page: cursor with a NUL id",
    get(player(`?after=${b64(`2026-01-01T00:00:00.000Z|a${nul}b`)}`)),
    staleCursor,
  ],

  // The archive
  ["archive: player NUL", get("/archive?player=ab%00c"), nameLine],
  ["archive: player CR LF", get("/archive?player=Ana%0D%0ABart"), nameLine],
  ["archive: player ESC", get("/archive?player=Ana%1B%5B31m"), nameLine],
  ["archive: player bidi override", get("/archive?player=%E2%80%AEAna"), nameDirection],
  ["archive: player %C0%AF", get("/archive?player=%C0%AF%C0%AF%C0%AF"), unreadableText],
  ["archive: player %FF", get("/archive?player=%FF%FF%FF"), unreadableText],
  [
    "archive: player of 81 letters",
    get(`/archive?player=${"a".repeat(81)}`),
    ok("Names can be at most 80 characters."),
  ],
  [
    "archive: player of two letters",
    get("/archive?player=ab"),
    ok("Type at least three letters of a player's name."),
  ],
  ["archive: player repeated, first NUL", get("/archive?player=a%00b&player=Ana"), nameLine],
  [
    "archive: someone's address (visitor)",
    get(() => `/archive?player=${encodeURIComponent(stage.bartEmail)}`),
    ok(/Email addresses are private/),
  ],
  [
    "archive: someone's address (signed in)",
    get(
      () => `/archive?player=${encodeURIComponent(stage.bartEmail)}`,
      () => stage.ana,
    ),
    ok(/Email addresses are private/),
  ],
  ["archive: player id NUL", get("/archive?playerId=%00"), ok("There is no such player.")],
  ["archive: player id ../../x", get("/archive?playerId=..%2F..%2Fx"), ok("There is no such player.")],
  ["archive: from 0000-01-01", get("/archive?from=0000-01-01"), datesRange],
  ["archive: to 0000-01-01", get("/archive?to=0000-01-01"), datesRange],
  ["archive: from 1999-12-31", get("/archive?from=1999-12-31"), datesRange],
  ["archive: to 2101-01-01", get("/archive?to=2101-01-01"), datesRange],
  ["archive: from 99999-01-01", get("/archive?from=99999-01-01"), datesFormat],
  ["archive: from -2026-01-01", get("/archive?from=-2026-01-01"), datesFormat],
  ["archive: from NUL", get("/archive?from=%00"), datesFormat],
  ["archive: 30 February", get("/archive?from=2026-02-30"), ok("That date does not exist.")],
  ["archive: month 13", get("/archive?to=2026-13-01"), ok("That date does not exist.")],
  ["archive: dates the wrong way round", get("/archive?from=2026-01-02&to=2026-01-01"), ok(/swap them/)],
  ["archive: cursor of junk", get("/archive?after=junk!!"), staleCursor],
  ["archive: cursor, base64 of junk", get(`/archive?after=${b64("hello world")}`), staleCursor],
  ["archive: cursor at year 0", get(`/archive?after=${b64("0000-01-01T00:00:00.000Z|cx")}`), staleCursor],
  [
    "archive: cursor in year +275760",
    get(`/archive?after=${b64("+275760-09-13T00:00:00.000Z|cx")}`),
    staleCursor,
  ],
  [
    "archive: cursor with a NUL id",
    get(`/archive?after=${b64(`2026-01-01T00:00:00.000Z|a${nul}b`)}`),
    staleCursor,
  ],
  [
    "archive: cursor with a path for an id",
    get(`/archive?after=${b64("2026-01-01T00:00:00.000Z|../../x")}`),
    staleCursor,
  ],
  ["archive: cursor NUL", get("/archive?after=%00"), staleCursor],
  ["archive: cursor of 300 characters", get(`/archive?after=${"A".repeat(300)}`), staleCursor],
  ["archive: unknown game", get("/archive?game=checkers"), ok("Choose a game from the list.")],
  [
    "archive: game repeated, first unknown",
    get("/archive?game=checkers&game=chess"),
    ok("Choose a game from the list."),
  ],
  ["archive: result NUL", get("/archive?result=%00"), ok("Choose a result from the list.")],
  ["archive: reason NUL", get("/archive?reason=%00"), ok("Choose a reason from the list.")],
  [
    "archive: reason of 1000 characters",
    get(`/archive?reason=${"a".repeat(1000)}`),
    ok("Choose a reason from the list."),
  ],

  // Downloads and links with a secret in them
  [
    "games.pgn: session cookie NUL",
    get("/account/games.pgn", "next-auth.session-token=%00"),
    { status: 401, says: "Sign in to download your games." },
  ],
  [
    "games.pgn: session cookie %FF",
    get("/account/games.pgn", "next-auth.session-token=%FF"),
    { status: 401, says: "Sign in to download your games." },
  ],
  [
    "games.pgn: session cookie of 3000 characters",
    get("/account/games.pgn", `next-auth.session-token=${"a".repeat(3000)}`),
    { status: 401, says: "Sign in to download your games." },
  ],
  ["unsubscribe API: GET, NUL key", get("/api/unsubscribe/%00"), { status: 404, says: "Not found." }],
  ["unsubscribe API: GET, key %FF", get("/api/unsubscribe/%FF"), unreadablePath],
  [
    "unsubscribe API: POST, NUL key",
    post("/api/unsubscribe/%00", "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded"),
    { status: 404, says: "Not found." },
  ],
  [
    "unsubscribe API: POST JSON",
    post(() => `/api/unsubscribe/${stage.key}`, '{"List-Unsubscribe":"One-Click"}', "application/json"),
    { status: 400, says: 'Expected the body "List-Unsubscribe=One-Click"' },
  ],
  [
    "unsubscribe API: POST, repeated field, first wrong",
    post(
      () => `/api/unsubscribe/${stage.key}`,
      "List-Unsubscribe=All&List-Unsubscribe=x",
      "application/x-www-form-urlencoded",
    ),
    { status: 400, says: 'Expected the body "List-Unsubscribe=One-Click"' },
  ],
  [
    "unsubscribe API: POST, no body",
    post(() => `/api/unsubscribe/${stage.key}`, "", null),
    { status: 400, says: 'Expected the body "List-Unsubscribe=One-Click"' },
  ],
  [
    "unsubscribe API: POST multipart without a boundary",
    post(() => `/api/unsubscribe/${stage.key}`, "List-Unsubscribe=One-Click", "multipart/form-data"),
    unreadableForm,
  ],
  [
    "unsubscribe API: POST of 2 MB",
    post(
      () => `/api/unsubscribe/${stage.key}`,
      () => "a".repeat(2 * mb),
      "application/x-www-form-urlencoded",
    ),
    tooMuch,
  ],
  [
    "unsubscribe API: POST of 2 MB, chunked",
    post(
      () => `/api/unsubscribe/${stage.key}`,
      () => chunkedBytes(2 * mb),
      "application/x-www-form-urlencoded",
    ),
    tooMuch,
  ],
  ["game link: NUL token", get("/play/%00"), { status: 404, says: "This game link does not work" }],
  ["game link: token %FF", get("/play/%FF"), unreadablePath],
  [
    "game link: token of 300 characters",
    get(`/play/${"A".repeat(300)}`),
    { status: 404, says: "This game link does not work" },
  ],
  [
    "game link: token ../../etc",
    get("/play/..%2F..%2Fetc"),
    { status: 404, says: "This game link does not work" },
  ],
  ["unsubscribe page: NUL key", get("/unsubscribe/%00"), pageNotFound],
  ["unsubscribe page: key %FF", get("/unsubscribe/%FF"), unreadablePath],
  ["invitation page: NUL id", get("/invitations/%00"), pageNotFound],
  ["invitation page: id %FF", get("/invitations/%FF"), unreadablePath],
  [
    "invitation page: token NUL (visitor)",
    get(() => `/invitations/${stage.invited.id}?token=%00`),
    invitationNotFound,
  ],
  [
    "invitation page: a token that is not this invitation's",
    get(() => `/invitations/${stage.invited.id}?token=${"A".repeat(43)}`),
    invitationNotFound,
  ],

  // Account: display name and time zone
  ["account: name with NUL", form(account, { name: `Ana${nul}` }), nameLine],
  ["account: name with CR LF", form(account, { name: "Ana\r\nBart" }), nameLine],
  ["account: name with LF", form(account, { name: 'Ana\n[Result "0-1"]' }), nameLine],
  ["account: name with a tab", form(account, { name: "Ana\tBart" }), nameLine],
  ["account: name with ESC", form(account, { name: "Ana\u001b[31m" }), nameLine],
  ["account: name with a C1 control", form(account, { name: "Ana\u0085" }), nameLine],
  ["account: name with a line separator", form(account, { name: "Ana\u2028Bart" }), nameLine],
  ["account: name with a bidi override", form(account, { name: `Ana ${rlo}traB` }), nameDirection],
  ["account: name with bidi isolates", form(account, { name: "\u2067Ana\u2069" }), nameDirection],
  ["account: name with a right-to-left mark", form(account, { name: "Ana\u200f" }), nameDirection],
  ["account: name of invalid UTF-8", formBytes(account, "name", invalidUtf8), unreadableText],
  [
    "account: name of 41 characters",
    form(account, { name: "a".repeat(41) }),
    ok("Keep the display name to 40 characters or fewer."),
  ],
  [
    "account: name of 100 000 characters",
    form(account, { name: "a".repeat(100_000) }),
    ok("Keep the display name to 40 characters or fewer."),
  ],
  ["account: name empty", form(account, { name: "  " }), ok("Enter a display name: your opponents see it.")],
  [
    "account: name missing",
    form(account, { name: null }),
    ok("Enter a display name: your opponents see it."),
  ],
  ["account: name repeated, first with NUL", form(account, { name: [`Ana${nul}`, "Ana"] }), nameLine],
  [
    "account: name with markup",
    form(account, { name: "<script>" }),
    ok("A display name can't contain <, > or @."),
  ],
  ["account: time zone missing", form(account, { timeZone: null }), timeZone],
  ["account: time zone ../../etc/passwd", form(account, { timeZone: "../../etc/passwd" }), timeZone],
  ["account: time zone NUL", form(account, { timeZone: nul }), timeZone],
  ["account: body of 1.2 MB", form(account, { name: "a".repeat(1.2 * mb) }), tooMuch],
  ["account: body of 1.2 MB, chunked", formChunked(account, { name: "a".repeat(1.2 * mb) }), tooMuch],
  [
    "account: multipart without a boundary",
    post("/account", "name=Ana", "multipart/form-data"),
    unreadableForm,
  ],
  [
    "account: multipart cut short",
    post(
      "/account",
      '------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna',
      "multipart/form-data; boundary=----x",
    ),
    unreadableForm,
  ],

  // Email settings, from the account page and from an email's link
  ["mail choice: NUL", form(mailChoice, { choice: nul }), emailChoice],
  ["mail choice: missing", form(mailChoice, { choice: null }), emailChoice],
  ["mail choice: with a line break", form(mailChoice, { choice: "digest\n" }), emailChoice],
  ["mail choice: repeated, first unknown", form(mailChoice, { choice: ["all", "digest"] }), emailChoice],
  [
    "unsubscribe form: NUL key",
    form(unsubscribePage, { key: nul }),
    ok("This unsubscribe link does not work."),
  ],
  [
    "unsubscribe form: key of 5000 characters",
    form(unsubscribePage, { key: "k".repeat(5000) }),
    ok("This unsubscribe link does not work."),
  ],
  [
    "unsubscribe form: key ../../etc",
    form(unsubscribePage, { key: "../../etc" }),
    ok("This unsubscribe link does not work."),
  ],
  ["unsubscribe form: unknown choice", form(unsubscribePage, { choice: "everything" }), emailChoice],
  ["computer mail: NUL", form(computerMail, { computerMail: `on${nul}` }), computerMailChoice],
  ["computer mail: missing", form(computerMail, { computerMail: null }), computerMailChoice],
  [
    "computer mail: neither on nor off",
    form(computerMail, { computerMail: "sometimes" }),
    computerMailChoice,
  ],

  // Asking for a review
  ["ask for a review: a game id missing", form(askReview, { gameId: null }), ok("There is no such game.")],
  [
    "ask for a review: a game id that is no id",
    form(askReview, { gameId: "../x" }),
    ok("There is no such game."),
  ],
  [
    "ask for a review: a game id with NUL",
    form(askReview, () => ({ gameId: `${stage.unreviewed}${nul}` })),
    ok("There is no such game."),
  ],
  [
    "ask for a review: someone else's game",
    form(askReview, { gameId: "cnobodyxxxxxxxxxxxxxxxxx" }),
    ok("There is no such game."),
  ],
  [
    "ask for a review: a game still in play",
    form(askReview, () => ({ gameId: stage.running })),
    ok("Only a finished game is reviewed; this one's review comes when it ends."),
  ],
  [
    "ask for a review: a game reviewed already",
    form(askReview, () => ({ gameId: stage.finished })),
    ok("This game already has its review."),
  ],

  // A move and its message
  ["move: NUL", form(move, { move: `e4${nul}` }), moveLine],
  ["move: with CR LF", form(move, { move: "e4\r\n" }), moveLine],
  [
    "move: with a bidi override",
    form(move, { move: `${rlo}e4` }),
    ok("Moves can't contain invisible text-direction characters."),
  ],
  [
    "move: of 201 characters",
    form(move, { move: "e".repeat(201) }),
    ok("That is not a move: it is far too long."),
  ],
  ["move: empty", form(move, { move: " " }), ok("Write a move in this game's notation.")],
  ["move: missing", form(move, { move: null }), ok("Write a move in this game's notation.")],
  ["move message: NUL", form(move, { message: `Good luck${nul}` }), messageControls],
  ["move message: ESC", form(move, { message: "Good \u001b[2J luck" }), messageControls],
  ["move message: C1 control", form(move, { message: "Good \u009b luck" }), messageControls],
  [
    "move message: invalid UTF-8",
    formBytes(move, "message", invalidUtf8),
    ok(/Messages can't contain characters that could not be read/),
  ],
  [
    "move message: 501 characters",
    form(move, { message: "x".repeat(501) }),
    ok("A message can be at most 500 characters."),
  ],
  ["move message: repeated, first with NUL", form(move, { message: [`hi${nul}`, "hi"] }), messageControls],
  ["move message: body of 1.2 MB", form(move, { message: "x".repeat(1.2 * mb) }), tooMuch],
  ["move: game id NUL", form(move, { gameId: nul }), noGameNamed],
  ["move: game id ../../etc", form(move, { gameId: "../../etc" }), noGameNamed],
  ["move: game id missing", form(move, { gameId: null }), noGameNamed],
  ["move: game id of 5000 characters", form(move, { gameId: "c".repeat(5000) }), noGameNamed],
  [
    "move: game id of no game",
    form(move, { gameId: "cnosuchgame0000000000000" }),
    ok("There is no such game."),
  ],
  ["move: game id of a finished game", form(move, () => ({ gameId: stage.finished })), backToTheGame],
  ["move: ply 1e400", form(move, { ply: "1e400" }), noMoveNumber],
  ["move: ply -1", form(move, { ply: "-1" }), noMoveNumber],
  ["move: ply 99999999999999999999", form(move, { ply: "99999999999999999999" }), noMoveNumber],
  ["move: ply 0", form(move, { ply: "0" }), noMoveNumber],
  ["move: ply 0x10", form(move, { ply: "0x10" }), noMoveNumber],
  ["move: ply missing", form(move, { ply: null }), noMoveNumber],
  ["move: ply repeated, first NUL", form(move, { ply: [nul, "1"] }), noMoveNumber],
  ["move: ply ahead of the game", form(move, { ply: "5" }), backToTheGame],
  // Conditional answers sent with the move (the confirm form's, as JSON): refused with the move
  [
    "move answers: not JSON",
    form(move, { answers: "[[e5" }),
    ok("The conditional answers sent with the move do not read. Reload the page."),
  ],
  [
    "move answers: a NUL in a move",
    form(move, { answers: JSON.stringify([["e5", `Nf3${nul}`]]) }),
    ok("Moves can't contain line breaks or control characters."),
  ],
  [
    "move answers: an answer that is not legal",
    form(move, { answers: JSON.stringify([["e5", "Ke3"]]) }),
    ok("Your conditional answer: Move 2 of the line (Ke3, your answer):"),
  ],
  [
    "move answers: a line ending with their move",
    form(move, { answers: JSON.stringify([["e5", "Nf3", "Nc6"]]) }),
    ok("A line ends with your answer"),
  ],
  [
    "move answers: 31 lines",
    form(move, { answers: JSON.stringify(Array.from({ length: 31 }, () => ["e5", "Nf3"])) }),
    ok("You can keep at most 30 lines."),
  ],

  // The game's other buttons: offer a draw, resign, answer a draw offer
  ["offer draw: game id NUL", form(offerDraw, { gameId: nul }), noGameNamed],
  ["offer draw: game id missing", form(offerDraw, { gameId: null }), noGameNamed],
  [
    "offer draw: game id of no game",
    form(offerDraw, { gameId: "cnosuchgame0000000000000" }),
    ok("There is no such game."),
  ],
  [
    "offer draw: game id of a finished game",
    form(offerDraw, () => ({ gameId: stage.finished })),
    ok("This game is over."),
  ],
  ["resign: game id NUL", form(resign, { gameId: nul }), noGameNamed],
  ["resign: game id ../x", form(resign, { gameId: "../x" }), noGameNamed],
  [
    "resign: game id repeated, first NUL",
    form(resign, () => ({ gameId: [nul, stage.running] })),
    noGameNamed,
  ],
  [
    "resign: game id of no game",
    form(resign, { gameId: "cnosuchgame0000000000000" }),
    ok("There is no such game."),
  ],
  [
    "answer draw: answer maybe",
    form(answerDraw, { answer: "maybe" }),
    ok("Accept or decline the draw offer."),
  ],
  ["answer draw: answer NUL", form(answerDraw, { answer: nul }), ok("Accept or decline the draw offer.")],
  [
    "answer draw: answer missing",
    form(answerDraw, { answer: null }),
    ok("Accept or decline the draw offer."),
  ],
  [
    "answer draw: answer repeated, first unknown",
    form(answerDraw, { answer: ["maybe", "accept"] }),
    ok("Accept or decline the draw offer."),
  ],
  ["answer draw: game id NUL", form(answerDraw, { gameId: nul }), noGameNamed],
  [
    "answer draw: message too long",
    form(answerDraw, { answer: "decline", message: "x".repeat(501) }),
    ok("A message can be at most 500 characters."),
  ],
  [
    "offer draw: message with NUL",
    form(offerDraw, { message: `Draw?${nul}` }),
    ok("Messages can't contain control characters."),
  ],

  // The chat: a message without a move
  ["chat: message missing", form(chat, { message: null }), ok("Write a message first.")],
  ["chat: message of spaces", form(chat, { message: "   " }), ok("Write a message first.")],
  [
    "chat: message too long",
    form(chat, { message: "x".repeat(501) }),
    ok("A message can be at most 500 characters."),
  ],
  [
    "chat: message with NUL",
    form(chat, { message: `gg${nul}` }),
    ok("Messages can't contain control characters."),
  ],
  [
    "chat: message with a direction override",
    form(chat, { message: "gg\u202E" }),
    ok("Messages can't contain invisible text-direction characters."),
  ],
  ["chat: game id NUL", form(chat, { gameId: nul }), noGameNamed],
  [
    "chat: game id of no game",
    form(chat, { gameId: "cnosuchgame0000000000000" }),
    ok("There is no such game."),
  ],

  // A new game (an invitation)
  ["new game: unknown game", form(newGame, { gameType: "checkers" }), ok("Choose one of the six games")],
  ["new game: game NUL", form(newGame, { gameType: nul }), ok("Choose one of the six games")],
  [
    "new game: opponent address with NUL",
    form(newGame, { opponentEmail: `bo${nul}@example.com` }),
    opponentAddress,
  ],
  [
    "new game: opponent address with a header",
    form(newGame, { opponentEmail: "bo@example.com\r\nBcc: all@example.com" }),
    opponentAddress,
  ],
  [
    "new game: opponent address of 300 characters",
    form(newGame, { opponentEmail: `${"b".repeat(290)}@example.com` }),
    ok("That email address is too long."),
  ],
  [
    "new game: opponent address missing",
    form(newGame, { opponentEmail: null }),
    ok("Enter your opponent's email address."),
  ],
  [
    "new game: colour purple",
    form(newGame, { colour: "purple" }),
    ok("Choose your colour: white, black or random."),
  ],
  ["new game: days 1e400", form(newGame, { daysPerMove: "1e400" }), timePerMove],
  ["new game: days -3", form(newGame, { daysPerMove: "-3" }), timePerMove],
  [
    "new game: days 99999999999999999999",
    form(newGame, { daysPerMove: "99999999999999999999" }),
    timePerMove,
  ],
  ["new game: days NUL", form(newGame, { daysPerMove: nul }), ok(/time per move/)],
  ["new game: message with NUL", form(newGame, { message: `Fancy a game?${nul}` }), messageControls],
  ["new game: message with a bell", form(newGame, { message: "Fancy a game?\u0007" }), messageControls],
  [
    "new game: message of 501 characters",
    form(newGame, { message: "x".repeat(501) }),
    ok("The message is too long: at most 500 characters."),
  ],
  [
    "new game: message of invalid UTF-8",
    formBytes(newGame, "message", invalidUtf8),
    ok(/Messages can't contain characters that could not be read/),
  ],
  ["new game: body of 1.2 MB", form(newGame, { message: "x".repeat(1.2 * mb) }), tooMuch],
  [
    "new game (visitor): own address with NUL",
    form(visitorNewGame, { ownEmail: `fay${nul}@example.com` }),
    ownAddress,
  ],
  [
    "new game (visitor): own address missing",
    form(visitorNewGame, { ownEmail: null }),
    ok("Enter your email address."),
  ],
  ["new game (visitor): message with NUL", form(visitorNewGame, { message: `hi${nul}` }), messageControls],

  // Answering and managing invitations
  ["accept: invitation id NUL", form(accept, { invitationId: nul }), incompleteLink],
  ["accept: invitation id ../x", form(accept, { invitationId: "../x" }), incompleteLink],
  [
    "accept: invitation id of 5000 characters",
    form(accept, { invitationId: "c".repeat(5000) }),
    incompleteLink,
  ],
  ["accept: invitation id missing", form(accept, { invitationId: null }), incompleteLink],
  ["accept: token NUL", form(accept, { token: nul }), incompleteLink],
  ["accept: token of 500 characters", form(accept, { token: "t".repeat(500) }), incompleteLink],
  [
    "accept: no such invitation",
    form(accept, { invitationId: "cnosuchinvitation0000000" }),
    ok("There is no such invitation."),
  ],
  ["decline: invitation id NUL", form(decline, { invitationId: nul }), incompleteLink],
  ["decline: token with a line break", form(decline, { token: "abc\r\ndef" }), incompleteLink],
  [
    "decline: invitation id repeated, first NUL",
    form(decline, () => ({ invitationId: [nul, stage.invited.id] })),
    incompleteLink,
  ],
  ["withdraw: invitation id NUL", form(withdraw, { invitationId: nul }), missingFromForm],
  ["withdraw: invitation id missing", form(withdraw, { invitationId: null }), missingFromForm],
  [
    "withdraw: no such invitation",
    form(withdraw, { invitationId: "cnosuchinvitation0000000" }),
    ok("There is no such invitation."),
  ],
  ["send draft: invitation id NUL", form(sendDraft, { invitationId: nul }), missingFromForm],
  [
    "send draft: invitation id repeated, first NUL",
    form(sendDraft, () => ({ invitationId: [nul, stage.draft] })),
    missingFromForm,
  ],

  // Asking for a sign-in link
  ["sign in: address with NUL", form(signIn, { email: `gus${nul}@example.com` }), ownAddress],
  [
    "sign in: address with a header",
    form(signIn, { email: "gus@example.com\r\nBcc: all@example.com" }),
    ownAddress,
  ],
  ["sign in: address missing", form(signIn, { email: null }), ok("Enter your email address.")],
  [
    "sign in: address of 300 characters",
    form(signIn, { email: `${"g".repeat(290)}@example.com` }),
    ok("That email address is too long."),
  ],

  // Posting an open challenge
  [
    "challenge: note with a bidi override",
    form(postChallenge, { note: `Slow ${rlo}emag` }),
    ok("Notes can't contain invisible text-direction characters."),
  ],
  [
    "challenge: note with a line break",
    form(postChallenge, { note: "Slow\r\ngame" }),
    ok("Notes can't contain line breaks or control characters."),
  ],
  [
    "challenge: lowest rating 0x5dc",
    form(postChallenge, { minRating: "0x5dc" }),
    ok("The lowest rating is a rating in digits, e.g. 1400."),
  ],
  [
    "challenge: highest rating 1e4",
    form(postChallenge, { maxRating: "1e4" }),
    ok("The highest rating is a rating in digits, e.g. 1400."),
  ],
  ["challenge: time per move 0x3", form(postChallenge, { daysPerMove: "0x3" }), timePerMove],
  ["new game: time per move 0x3", form(newGame, { daysPerMove: "0x3" }), timePerMove],
  ["lobby: time control 0x3", get("/challenges?days=0x3"), ok("There is no such time control.")],
  ["board.png: ply 0x1", get(finished("/board.png?ply=0x1")), boardQuery],

  // What Next.js itself answers with a 500: a server action from another site or not a form, and
  // a page asked for by the client router with a router state that does not parse.
  ["move form from another site", formFrom(move, "https://evil.example"), fromElsewhere],
  ["move form with Origin: null (a sandboxed frame)", formFrom(move, "null"), fromElsewhere],
  ["resign form from another port", formFrom(resign, "http://127.0.0.1:1"), fromElsewhere],
  ["account form with an Origin that is no address", formFrom(account, "pigeon-post"), fromElsewhere],
  [
    "new game by JavaScript from another site",
    jsAction(newGame, { origin: "https://evil.example" }),
    fromElsewhere,
  ],
  ["move by JavaScript with Origin: null", jsAction(move, { origin: "null" }), fromElsewhere],
  [
    "move by JavaScript, sent as text",
    jsAction(move, { raw: { bytes: "garbage{", type: "text/plain" } }),
    unreadableForm,
  ],
  [
    "move by JavaScript, sent as JSON",
    jsAction(move, { raw: { bytes: '{"move":"e4"}', type: "application/json" } }),
    unreadableForm,
  ],
  [
    "move by JavaScript, bytes of no type",
    jsAction(move, { raw: { bytes: "\u0000\u0001", type: null } }),
    unreadableForm,
  ],
  ["move by JavaScript, arguments not JSON", jsAction(move, { root: "garbage{" }), unreadableForm],
  ["sign in by JavaScript, arguments not JSON", jsAction(signIn, { root: "[" }), unreadableForm],
  ...["/", "/archive", "/challenges", "/rules", "/account"].map(
    (path): Row => [
      `${path} by the client router, router state garbage`,
      rsc(path, { "next-router-state-tree": "garbage" }),
      unreadableRequest,
    ],
  ),
  [
    "game page by the client router, router state [1]",
    rsc(() => `/games/${stage.running}`, { "next-router-state-tree": "[1]" }),
    unreadableRequest,
  ],
  [
    "archive by the client router, router state cut short",
    rsc("/archive", { "next-router-state-tree": "%5B%22%22%2C" }),
    unreadableRequest,
  ],
];

// ---- the table --------------------------------------------------------------------------------

const answered: { what: string; status: number }[] = [];

beforeAll(async () => {
  service = await startService();
  stage.url = service.url;
  const now = new Date();
  const ana = await person("Ana", { name: "Ana Tester" });
  const bart = await person("Bart");
  const dora = await person("Dora");
  stage.anaId = ana.id;
  stage.bartId = bart.id;
  stage.bartEmail = bart.email;
  const nell = await person("Nell", { name: null });
  stage.newcomer = await openSession(nell.id, now).then((cookie) => `${cookie.name}=${cookie.value}`);
  stage.ana = await openSession(ana.id, now).then((cookie) => `${cookie.name}=${cookie.value}`);
  stage.running = (await startGameBetween(ana, bart, {}, now)).id;
  const mate = await startGameBetween(ana, bart, {}, now);
  await playMoves(mate, ["f3", "e5", "g4", "Qh4#"], () => new Date());
  stage.finished = mate.id;
  const unreviewed = await startGameBetween(ana, bart, {}, now);
  await playMoves(unreviewed, ["f3", "e5", "g4", "Qh4#"], () => new Date());
  stage.unreviewed = unreviewed.id;
  const offered = await startGameBetween(ana, bart, {}, now);
  const offer = await offerDrawBy(offered.id, bart.id, now);
  if (!offer.ok) throw new Error(offer.reason);
  stage.offered = offered.id;

  const invitation = { gameType: "chess", colour: "white", daysPerMove: "3", public: "on" };
  const toAna = await createInvitation({ ...invitation, opponentEmail: ana.email }, bart, now);
  const toDora = await createInvitation({ ...invitation, opponentEmail: dora.email }, ana, now);
  const draft = await createInvitation(
    { ...invitation, opponentEmail: `hal-${tag}@example.com`, ownEmail: ana.email },
    null,
    now,
  );
  if (!toAna.ok || !toDora.ok || !draft.ok) throw new Error("the setup's invitations were refused");
  stage.sent = toDora.invitationId;
  stage.draft = draft.invitationId;
  const mail = await service.smtp.waitFor(
    (m) => m.envelopeTo.includes(ana.email) && /invit/i.test(m.subject ?? ""),
  );
  const link = new URL(linkTo(mail.text, "/invitations/"));
  stage.invited = { id: link.pathname.split("/").at(-1) ?? "", token: link.searchParams.get("token") ?? "" };
  // The link may end a sentence: the key is what a key can be made of.
  stage.key = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(linkTo(mail.text, "/unsubscribe/"))?.[1] ?? "";
  await quiet();
  // Reviewed by the worker meanwhile; its review taken away, it is a game from before reviews.
  await db().gameReview.delete({ where: { gameId: stage.unreviewed } });
  if (!(await db().gameReview.findUnique({ where: { gameId: stage.finished } })))
    throw new Error("the finished game's review was not made");
});

afterAll(async () => {
  const four = answered.filter((a) => a.status >= 400 && a.status < 500).length;
  const forms = answered.filter((a) => a.status === 200).length;
  const failed = answered.filter((a) => a.status >= 500).length;
  console.log(
    `bad inputs tried: ${answered.length}; answered 4xx: ${four}; answered 200 with the form's or page's refusal: ${forms}; answered 5xx: ${failed}`,
  );
  await service?.stop();
});

describe("bad input gets a clear answer and writes nothing", () => {
  it("has at least 100 rows", () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
  });

  it.each(rows)("%s", async (what, send, answer) => {
    const before = await everything();
    const response = await send();
    const text = readable(await response.text(), response.headers.get("content-type"));
    answered.push({ what, status: response.status });
    expect(response.status, `${what}: ${text.slice(0, 300)}`).toBe(answer.status);
    expect(text).toMatch(answer.says);
    if (answer.location) expect(response.headers.get("location")).toMatch(answer.location);
    expect(await everything()).toEqual(before);
  });
});

describe("good input still goes through the same doors", () => {
  const saysAfter = async (response: Response) =>
    readable(await response.text(), response.headers.get("content-type"));
  const nameOfAna = async () => (await db().user.findUniqueOrThrow({ where: { id: stage.anaId } })).name;

  it("a valid form is saved, sent with its length or chunked", async () => {
    expect(await saysAfter(await form(account, { name: "Ana Plain" })())).toContain("Saved.");
    expect(await nameOfAna()).toBe("Ana Plain");
    expect(await saysAfter(await formChunked(account, { name: "Ana Chunked" })())).toContain("Saved.");
    expect(await nameOfAna()).toBe("Ana Chunked");
  });

  it("the archive finds a player by name or page id, and by address only for that player", async () => {
    const email = encodeURIComponent(
      (await db().user.findUniqueOrThrow({ where: { id: stage.anaId } })).email,
    );
    const game = "Ana Chunked – Bart";
    expect(await saysAfter(await get(`/archive?player=ana+chunk`)())).toContain(game);
    const byId = await saysAfter(await get(() => `/archive?playerId=${stage.anaId}`)());
    expect(byId).toContain("Games of Ana Chunked.");
    expect(byId).toContain(game);
    expect(await saysAfter(await get(`/archive?player=${email}`, () => stage.ana)())).toContain(game);
    const visitor = await saysAfter(await get(`/archive?player=${email}`)());
    expect(visitor).toContain("Email addresses are private");
    expect(visitor).not.toContain(game);
  });
});

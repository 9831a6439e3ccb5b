// A game link opened in a browser already signed in as someone else, against the production
// service over HTTP (no browser needed). Anyone can send a person their own game link; opened
// there, it must not quietly put that person in the sender's account. The GET asks and changes
// nothing; only the page's button switches, and only from this site.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSession, sessionUserId } from "@/lib/auth/open-session";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { person, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";
import { formData, hiddenFields, readable } from "./support/http-forms";

let service: Service;
let link: string;
let gameId: string;
let ana: { id: string; email: string };
let bo: { id: string; email: string; cookie: string };

beforeAll(async () => {
  service = await startService();
  ana = await person("Ana");
  const other = await person("Bo");
  gameId = (await startGameBetween(ana, await person("Cy"), {}, new Date())).id;
  link = await gameLinkUrl(ana.id, gameId);
  const session = await openSession(other.id, new Date());
  bo = { ...other, cookie: `${session.name}=${session.value}` };
});
afterAll(() => service?.stop());

const get = (url: string, cookie = bo.cookie) => fetch(url, { headers: { cookie }, redirect: "manual" });
const sessionOf = (response: Response) =>
  /next-auth\.session-token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

it("signed in as Bo, Ana's link asks before switching: the GET changes nothing", async () => {
  const opened = await get(link);
  // 307: the game page at the link's address (app/play/[token]/game) sends Bo's browser on.
  expect([303, 307]).toContain(opened.status);
  expect(new URL(opened.headers.get("location") ?? "", link).toString()).toBe(`${link}/switch`);
  expect(opened.headers.get("set-cookie")).toBeNull();

  const page = await get(`${link}/switch`);
  expect(page.status).toBe(200);
  const text = readable(await page.text(), page.headers.get("content-type"));
  expect(text).toContain(
    `This game link signs in as Ana (${ana.email}). This browser is signed in as Bo (${bo.email}).`,
  );
  expect(text).toContain("Sign in as Ana");
  expect(text).toContain("Stay signed in as Bo");
  expect(page.headers.get("referrer-policy")).toBe("same-origin");
  // Still Bo, however often the link is opened.
  await get(link);
  expect(await sessionUserId(/=(.*)$/.exec(bo.cookie)?.[1], new Date())).toBe(bo.id);
});

it("the button switches, from this site only, and opens the game as Ana", async () => {
  const html = await (await get(`${link}/switch`)).text();
  const hidden = hiddenFields(html, `name="token"`);
  const post = (origin: string) =>
    fetch(`${link}/switch`, {
      method: "POST",
      body: formData(hidden, {}),
      headers: { cookie: bo.cookie, origin },
      redirect: "manual",
    });

  const forged = await post("https://evil.example");
  expect(forged.status).toBe(403);
  expect(forged.headers.get("set-cookie")).toBeNull();

  const switched = await post(service.url);
  expect(switched.status).toBe(303);
  expect(new URL(switched.headers.get("location") ?? "", service.url).pathname).toBe(`/games/${gameId}`);
  const anas = sessionOf(switched);
  expect(await sessionUserId(anas, new Date())).toBe(ana.id);
  // Bo's session is left for his other devices.
  expect(await sessionUserId(/=(.*)$/.exec(bo.cookie)?.[1], new Date())).toBe(bo.id);
  // Now signed in as Ana, the link is the game page itself (tests/browser/game-link-open.test.ts).
  const again = await get(link, `next-auth.session-token=${anas}`);
  expect(again.status).toBe(200);
  expect(again.headers.get("set-cookie")).toBeNull();
  expect(await again.text()).toContain(`/games/${gameId}/analysis`);
});

it("with nobody signed in, the link signs in at once, as before", async () => {
  const opened = await get(link, "");
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe(`${service.url}/games/${gameId}`);
  expect(await sessionUserId(sessionOf(opened), new Date())).toBe(ana.id);
});

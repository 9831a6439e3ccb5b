// The lobby's fallback: an open challenge nobody accepts within a day offers its poster a game
// against the computer at their rating, by one email (sent once) and on the challenge's page, whose
// button starts the game. Time passes by the challenge's own clock: one posted 25 hours ago has its
// offer due now. A real worker and SMTP receiver.
import { describe, expect, it } from "vitest";
import { computerId } from "@/lib/accounts/computer";
import { acceptComputerOffer, computerOfferOnPage, sendComputerOffer } from "@/lib/bot/fallback";
import { acceptChallenge } from "@/lib/challenges/accept";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { hours } from "../support/clock";
import { jobDone, jobsOf, queueSettled, runNow } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person } from "../support/players";

const stage = mailStage();

async function post(who: Person, postedAt: Date, fields: Record<string, string> = {}) {
  const input = challengeInput.parse({ gameType: "diagonal", colour: "black", daysPerMove: "5", ...fields });
  const posted = await postChallenge(who.id, input, postedAt);
  if (!posted.ok) throw new Error(posted.reason);
  return posted.challengeId;
}

const offersTo = (who: Person) =>
  stage.smtp.messages.filter(
    (m) => m.envelopeTo.includes(who.email) && /play the computer\?$/.test(m.subject ?? ""),
  );

describe("the computer offered for a challenge nobody took up", () => {
  it("a day on: one email, the offer on the page, and its button starts a game at the poster's level", async () => {
    const ada = await person("Ada");
    const now = new Date();
    const id = await post(ada, hours(-25, now));
    const mail = await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(ada.email) && /play the computer\?$/.test(m.subject ?? ""),
    );
    expect(mail.subject).toBe("No one has taken up your Diagonal Chess challenge yet: play the computer?");
    expect(mail.text).toContain("Level 4 — an improving club player");
    expect(mail.text).toContain("1500, as a newcomer");
    // The link opens the challenge's page; only its button (a POST) starts anything.
    expect(mail.text).toContain(`/challenges/${id}`);
    // Run again, the job sends nothing more.
    await queueSettled();
    expect(await sendComputerOffer(id, new Date())).toBe("nothing");
    expect(offersTo(ada)).toHaveLength(1);

    const bob = await person("Bob");
    expect(await computerOfferOnPage(id, bob.id, new Date())).toBeNull();
    expect(await computerOfferOnPage(id, null, new Date())).toBeNull();
    expect(await computerOfferOnPage(id, ada.id, new Date())).toMatchObject({ level: 4, newcomer: true });
    expect(await acceptComputerOffer(id, bob.id, new Date())).toMatchObject({ ok: false, status: 404 });

    const started = await acceptComputerOffer(id, ada.id, new Date());
    if (!started.ok) throw new Error(started.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: started.gameId } });
    // The challenge's settings: Diagonal Chess, 5 days, Ada Black; the computer at level 4, casual.
    expect(game).toMatchObject({
      gameType: "diagonal",
      daysPerMove: 5,
      whiteId: computerId(4),
      blackId: ada.id,
      rated: false,
    });
    // The challenge stays open: a person may still take it up.
    expect((await db().challenge.findUniqueOrThrow({ where: { id } })).status).toBe("OPEN");
  });

  it("before a day has passed there is no offer, and the job waits for its day", async () => {
    const cy = await person("Cy");
    const now = new Date();
    const id = await post(cy, hours(-23, now));
    expect(await computerOfferOnPage(id, cy.id, now)).toBeNull();
    expect(await acceptComputerOffer(id, cy.id, now)).toMatchObject({ ok: false, status: 409 });
    const [offer] = (await jobsOf(id)).filter((j) => j.task === "computer-offer-email");
    expect(offer.runAt).toEqual(hours(1, now));
  });

  it("a challenge accepted within the day brings no offer", async () => {
    const di = await person("Di");
    const eve = await person("Eve");
    const now = new Date();
    const id = await post(di, hours(-23, now));
    const accepted = await acceptChallenge(id, eve.id, new Date());
    expect(accepted.ok).toBe(true);
    await runNow(`computer-offer:${id}`);
    await jobDone(`computer-offer:${id}`);
    await queueSettled();
    expect(offersTo(di)).toEqual([]);
    expect(await computerOfferOnPage(id, di.id, hours(2, now))).toBeNull();
  });
});

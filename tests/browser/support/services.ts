// The service layer in the test process, pointed at the browser test's app (its database and
// secret), for setting the stage quickly: games started and played directly, sessions made.
import { serviceSecret } from "../../support/service";
import type { TestApp } from "./app";

export async function servicesFor(app: TestApp) {
  Object.assign(process.env, {
    DATABASE_URL: app.databaseUrl,
    APP_URL: app.url,
    AUTH_SECRET: serviceSecret,
    EMAIL_FROM: "Pigeon Post <post@pigeon.test>",
  });
  return {
    db: (await import("@/lib/db/prisma")).db,
    startGame: (await import("@/lib/games/start")).startGame,
    submitMove: (await import("@/lib/games/play")).submitMove,
    gameLinkUrl: (await import("@/lib/games/links")).gameLinkUrl,
  };
}

export type Services = Awaited<ReturnType<typeof servicesFor>>;

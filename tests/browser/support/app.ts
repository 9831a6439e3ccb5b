// The production service (tests/support/service.ts, which also points this process's service
// layer at it) driven through Debian's Chromium.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { type Service, startService } from "../../support/service";

const root = path.resolve(import.meta.dirname, "../../..");
export const screenshotsDir = path.join(root, "test-results", "screenshots");

export type TestApp = Service & { browser: Browser };

export async function startApp(): Promise<TestApp> {
  const service = await startService();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  await mkdir(screenshotsDir, { recursive: true });
  return {
    ...service,
    browser,
    async stop() {
      await browser.close();
      await service.stop();
    },
  };
}

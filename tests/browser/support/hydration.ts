// Whether React has hydrated a page: its elements carry React's fiber once it has (the header is on
// every page). A tap or key before then reaches only the page's early scripts, or nothing.
import type { Page } from "playwright-core";

const headerHydrated = () => {
  const header = document.querySelector("header");
  return !!header && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
};

/** Whether React has hydrated the page, now. */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(headerHydrated);

/** Once React has hydrated the page. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(headerHydrated);
}

// A thinking thread's entry point. The worker process runs TypeScript through tsx (npm run dev,
// npm start and npm run worker all start with tsx), and so do the tests (vitest), but a new thread
// starts without the parent's loader: registering tsx here makes the thread load lib/search's
// TypeScript the same way in every one of them, with no build step.
import { register } from "tsx/esm/api";

register();
await import("./think.ts");

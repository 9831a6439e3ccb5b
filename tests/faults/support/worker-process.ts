// A worker process with liveness timings from FAULT_LIVENESS (JSON), for the scenarios that would
// otherwise sit out production's minutes. Otherwise what `npm run worker` runs on DATABASE_URL.
import { startWorker } from "../../../lib/worker";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("DATABASE_URL is not set");
const worker = await startWorker({
  connectionString,
  liveness: JSON.parse(process.env.FAULT_LIVENESS ?? "{}"),
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await worker.stop();
    process.exit(0);
  });
}
console.log("fault worker running");

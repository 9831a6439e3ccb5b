// npm run inbound — the SMTP receiver for replies to game emails alone, e.g. behind your own MTA
// or as the MX of INBOUND_DOMAIN. Needs INBOUND_DOMAIN (in production) and INBOUND_SMTP_PORT.
// The replies it stores are handled by the worker (`npm start` or `npm run worker`).
import { disconnectPrisma } from "../lib/db/prisma";
import { startReceiver } from "../lib/inbound/receiver";
import { fail, loadConfigOrExit, prepareDatabase } from "./support/database";
import { within } from "./support/shutdown";

const config = loadConfigOrExit();
if (!config.inbound) fail("INBOUND_DOMAIN is not set: say which domain's mail reaches this receiver.");
const port = config.inbound?.smtpPort;
if (!port) fail("INBOUND_SMTP_PORT is not set: say which port to receive replies on, e.g. 2525.");
const database = await prepareDatabase(config);
const receiver = await startReceiver(port as number).catch((error: Error) =>
  fail(`Could not receive replies on port ${port}: ${error.message}`),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await receiver.stop();
  await disconnectPrisma();
  await within(database.stop(), 15_000);
  console.log("Pigeon Post reply receiver stopped.");
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => (stopping ? process.exit(130) : void stop()));
console.log(
  `Pigeon Post reply receiver: SMTP on ${receiver.host} port ${receiver.port} for move+…@${config.inbound?.domain}. Press Ctrl+C to stop.`,
);

// Joust Chess: the shared engine properties on seeded random playouts (round-trips of position
// strings and of every legal turn's notation, replay, junk input). Joust positions have ~200 turns,
// so fewer, shorter playouts than chess keep the file to a few seconds.

import { describeProperties } from "./support/properties";

describeProperties("joust", { runs: 15, plies: 40 });

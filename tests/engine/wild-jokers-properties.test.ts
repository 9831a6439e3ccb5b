// Wild Jokers Chess: the shared properties (round trips, print/parse, replay, junk) on random playouts.
import { describeProperties } from "./support/properties";

describeProperties("wild-jokers", { runs: 25, plies: 60 });

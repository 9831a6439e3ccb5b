import { describeProperties } from "./support/properties";

describeProperties("chess", { runs: 25, plies: 60 });

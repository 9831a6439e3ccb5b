// GET /tournaments/<id>/pgn: the tournament's games as one file (../export-route.ts).
import { exportRoute } from "../export-route";

export const dynamic = "force-dynamic";

export const GET = exportRoute("pgn");

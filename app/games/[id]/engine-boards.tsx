"use client";

// The game page's parts that run the rules engine in the browser: the replay of a finished game
// (it replays the record) and the board of conditional lines. The page's server side imports them
// from here, so each comes in scripts of its own, fetched only where the page shows it: the move
// page, which shows neither, loads no engine on its first load (its board comes from the server).

import dynamic from "next/dynamic";

export const ConditionalBoard = dynamic(() => import("./conditional-board").then((m) => m.ConditionalBoard));

export const Replay = dynamic(() => import("./replay").then((m) => m.Replay));
export const ReplayBoard = dynamic(() => import("./replay").then((m) => m.ReplayBoard));
export const ReplayMoves = dynamic(() => import("./replay").then((m) => m.ReplayMoves));
export const ReplaySteps = dynamic(() => import("./replay").then((m) => m.ReplaySteps));

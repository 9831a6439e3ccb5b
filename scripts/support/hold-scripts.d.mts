// Types for hold-scripts.mjs (plain JavaScript: it runs inside the production server's process).
import type { ServerResponse } from "node:http";

export const heldPaths: string[];
export const releaseAfterMs: number;
export function holdsScripts(url: string): boolean;
export function loaderSource(idleMs: number): string;
export function holdScripts(options: { idleMs: number }): (piece: string, last: boolean) => string;
export function holdScriptsIn(res: ServerResponse, options: { idleMs: number }): void;

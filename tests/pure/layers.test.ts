// The layer rules of docs/architecture.md, checked against the import graph of the source.
import { describe, expect, it } from "vitest";
import { crossings, folderCycles, importGraph } from "../support/imports";

const graph = importGraph(["app", "lib", "emails"]);
const prismaModules = /^(@prisma\/|lib\/db\/prisma|lib\/generated\/)/;

describe("layers", () => {
  it("reads the whole source (a scanner that finds nothing would pass everything)", () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get("lib/games/turn/play.ts")).toContain("lib/db/prisma.ts");
    expect(graph.get("app/page.tsx")?.some((t) => t.startsWith("lib/"))).toBe(true);
  });

  it("app/ and emails/ never reach the database themselves: they call lib/", () => {
    const offenders = [...graph].flatMap(([file, targets]) =>
      /^(app|emails)\//.test(file)
        ? targets.filter((t) => prismaModules.test(t)).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("emails/ templates import no service code (they render what they are given)", () => {
    const offenders = [...graph].flatMap(([file, targets]) =>
      file.startsWith("emails/")
        ? targets.filter((t) => /^(lib|app)\//.test(t)).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(offenders).toEqual([]);
  });

  it("lib/ folders import each other without cycles", () => {
    const cycles = folderCycles(graph, "lib/");
    const explained = cycles.map((group) =>
      group.flatMap((from) => group.flatMap((to) => (from === to ? [] : crossings(graph, from, to)))),
    );
    expect(explained).toEqual([]);
  });

  it("lib/ never imports app/ (pages sit on the service layer, not the other way round)", () => {
    const offenders = [...graph].flatMap(([file, targets]) =>
      file.startsWith("lib/") ? targets.filter((t) => t.startsWith("app/")).map((t) => `${file} → ${t}`) : [],
    );
    expect(offenders).toEqual([]);
  });

  it("inside lib/games: the stored game reads no other room, the catalog only it, and no write reads the page's view", () => {
    const room = (file: string) => /^lib\/games\/([^/]+)\//.exec(file)?.[1];
    const below: Record<string, readonly string[]> = {
      stored: ["stored"],
      catalog: ["catalog", "stored"],
      turn: ["stored", "catalog", "talk", "turn"],
      talk: ["stored", "catalog", "talk", "turn"],
    };
    const offenders = [...graph].flatMap(([file, targets]) => {
      const from = room(file);
      const allowed = from ? below[from] : undefined;
      if (!allowed) return [];
      return targets
        .filter((t) => t.startsWith("lib/games/") && !allowed.includes(room(t) ?? ""))
        .map((t) => `${file} → ${t}`);
    });
    expect(offenders).toEqual([]);
    expect([...graph.keys()].filter((f) => room(f) === "stored").length).toBeGreaterThan(5);
  });
});

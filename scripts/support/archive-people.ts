// Seeded players for the archive benchmark: plausible names from many countries, unique
// addresses on reserved example domains (mail to them goes nowhere), a few without a display
// name (shown by their address), and their own time zones.
import type pg from "pg";
import { copyRows, copyText, copyTime } from "./copy-rows";
import { cuid } from "./cuid";

const firstNames = (
  "Ana Bart Cleo Dmitri Elif Farid Greta Hana Ingrid Jonas Kofi Lena Mateo Nadia Oskar Priya Quentin " +
  "Rosa Sven Tomás Ulla Vera Wiktor Xenia Yusuf Zofia Aiko Bruno Carmen Dario Emma Filip Gwen Hugo " +
  "Irene Jakub Kaja Lucas Maja Niko Olga Pablo Rahel Sami Tereza Ugo Valentina Wen Ximena Yara Zeno " +
  "Amara Björn Chiara Diego Esme Fatima Gustav Helga Ivan Julia Karim Lotte Marek Nora Ola Pieter " +
  "Rania Stefan Tove Uma Viktor Wanda Yannick Zainab Agnes Boris Camille Dora Erik Flora Gabor Hedda " +
  "Isak Jana Kenji Liesel Milan Nele Omar Petra Radek Sofia Teodor Una Vilma Willem Yasmin Zuzana"
).split(" ");

const lastNames = (
  "Kowalski Novak Lindqvist Okafor Yilmaz Haddad Schneider Tanaka Berg Moreau Mensah Fischer Ruiz " +
  "Petrov Olsen Sharma Dubois Costa Nilsson Horvath Virtanen Rossi Wójcik Ivanova Demir Nowak Sato " +
  "Ferreira Lombardi Eriksen Janssen Kovač Müller Lund Nakamura Andersen Popescu Silva Bianchi Dvořák " +
  "Hansen Kaya Jovanović Garcia Lehmann Marino Svensson Takahashi Walsh Zieliński Abara Brennan Castillo " +
  "Dimitrov Engel Fontaine Gallo Holm Ibrahim Jensen Keller Laine Molnar Nieminen Ortega Pellegrini " +
  "Quist Richter Santos Toivonen Urban Vasquez Weber Young Zamora Aalto Bauer Conti Duarte Eklund " +
  "Falk Greco Hoffmann Ito Jansen Kuznetsov Larsen Mazur Nagy Oliveira Park Quinn Rahman Stein Tran"
).split(" ");

const domains = ["example.com", "example.org", "example.net", "post.example", "mail.example"];
const timeZones = [
  "UTC",
  "Europe/London",
  "Europe/Berlin",
  "Europe/Warsaw",
  "Europe/Helsinki",
  "America/New_York",
  "America/Chicago",
  "America/Sao_Paulo",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Africa/Lagos",
  "Australia/Sydney",
];

/** Seeded players' addresses, and only theirs (a shared database may hold real people too). */
const seededAddress = String.raw`^[a-z]+\.[a-z]+\.[0-9a-z]+@(example\.(com|org|net)|post\.example|mail\.example)$`;

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

/** Adds `count` players; `serial` (the number of seeded players so far) keeps addresses unique. */
export async function addPlayers(
  client: pg.Client,
  count: number,
  serial: number,
  random: () => number,
  joinedBefore: number,
): Promise<void> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const email = `${ascii(first)}.${ascii(last)}.${(serial + i).toString(36)}@${pick(domains)}`;
    // About one in twelve never chose a display name; the site shows their address's local part.
    const name = random() < 0.08 ? null : `${first} ${last}`;
    const joined = joinedBefore - Math.floor(random() * 365 * 86_400_000);
    lines.push(
      [
        cuid(),
        copyText(name),
        email,
        copyTime(joined),
        pick(timeZones),
        copyTime(joined),
        copyTime(joined),
      ].join("\t") + "\n",
    );
  }
  await copyRows(
    client,
    "User",
    ["id", "name", "email", "emailVerified", "timeZone", "createdAt", "updatedAt"],
    lines,
  );
}

/** Ids of the seeded players in the order they were added (ids grow with time): the earliest play most. */
export async function seededPlayers(client: pg.Client): Promise<string[]> {
  const rows = await client.query<{ id: string }>(`select id from "User" where email ~ $1 order by id`, [
    seededAddress,
  ]);
  return rows.rows.map((row) => row.id);
}

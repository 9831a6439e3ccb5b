// /tournaments/new: create a round robin tournament (signed in).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "@/app/components/link";
import { dayOptions, gameOptions } from "@/app/components/select-options";
import { currentUser } from "@/lib/auth/session";
import { incrementChoices } from "@/lib/clock/input";
import { catalog } from "@/lib/games/catalog/catalog";
import { safeZone } from "@/lib/games/stored/deadline";
import {
  descriptionMax,
  formLabels,
  forms,
  groupSizes,
  mostPlayers,
  nameMax,
  startWithinDays,
} from "@/lib/tournaments/input";
import { CreateTournamentForm } from "./create-form";

export const metadata: Metadata = { title: "Create a tournament" };

export default async function NewTournamentPage({
  searchParams,
}: {
  searchParams: Promise<{ game?: string }>;
}) {
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=/tournaments/new");
  const { game } = await searchParams;
  const preselected = catalog.some((entry) => entry.id === game) ? (game as string) : catalog[0].id;
  return (
    <div className="wrap narrow stack">
      <h1>Create a tournament</h1>
      <p className="lead">
        A round robin: everyone plays everyone, all games at once, by correspondence. It is listed under{" "}
        <Link href="/tournaments">Tournaments</Link> until it starts, unless you make it by invitation.
      </p>
      <CreateTournamentForm
        preselected={preselected}
        games={gameOptions(false)}
        days={dayOptions(false)}
        forms={forms.map((form) => [form, formLabels[form]] as const)}
        increments={incrementChoices}
        limits={{ ...groupSizes, mostPlayers, nameMax, descriptionMax, startWithinDays }}
        timeZone={safeZone(user.timeZone)}
      />
    </div>
  );
}

// /rules/<game>: one game's rules for a player, from its guide in lib/games/catalog/guides.

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { catalog } from "@/lib/games/catalog/catalog";
import { guideOf } from "@/lib/games/catalog/guides";
import { GuideView } from "../guide-view";

type Props = { readonly params: Promise<{ game: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { game } = await params;
  const entry = catalog.find((e) => e.id === game);
  if (!entry || !guideOf(game)) return { title: "Rules" };
  return { title: `${entry.name} rules`, description: guideOf(game)?.intro };
}

export default async function GameRulesPage({ params }: Props) {
  const { game } = await params;
  const guide = guideOf(game);
  const entry = catalog.find((e) => e.id === game);
  if (!guide || !entry) notFound();
  return <GuideView guide={guide} entry={entry} />;
}

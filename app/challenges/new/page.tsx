// /challenges/new: post an open challenge (signed in).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import Link from "@/app/components/link";
import { dayOptions, gameOptions } from "@/app/components/select-options";
import { currentUser } from "@/lib/auth/session";
import { catalog } from "@/lib/games/catalog/catalog";
import { PostChallengeForm } from "./post-form";

export const metadata: Metadata = { title: "Post a challenge" };

export default async function NewChallengePage({
  searchParams,
}: {
  searchParams: Promise<{ game?: string }>;
}) {
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=/challenges/new");
  const { game } = await searchParams;
  const preselected = catalog.some((entry) => entry.id === game) ? (game as string) : catalog[0].id;
  return (
    <div className="wrap narrow stack">
      <h1>Post a challenge</h1>
      <p className="lead">
        Anyone signed in can accept it from the <Link href="/challenges">lobby</Link>, and the game starts at
        once. To play someone you know, <Link href="/new">invite them by email</Link> instead.
      </p>
      <PostChallengeForm preselected={preselected} games={gameOptions(false)} days={dayOptions(false)} />
    </div>
  );
}

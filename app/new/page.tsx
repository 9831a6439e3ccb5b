import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { BoardView } from "@/app/components/board/board-view";
import { playerRecord } from "@/lib/archive/player";
import { currentUser } from "@/lib/auth/session";
import { startModel } from "@/lib/board";
import { catalog, gameIds } from "@/lib/games/catalog";
import { isRecordId } from "@/lib/input/record-id";
import { NewGameForm } from "./new-game-form";

export const metadata: Metadata = { title: "Start a game" };

export default async function NewGamePage({
  searchParams,
}: {
  searchParams: Promise<{ game?: string; player?: string }>;
}) {
  const { game, player } = await searchParams;
  const user = await currentUser();
  // "Challenge this player" (a player's page): the opponent is that player, by name.
  const chosen = typeof player === "string" && isRecordId(player) ? player : null;
  if (chosen && !user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/new?player=${chosen}`)}`);
  const opponent = chosen && chosen !== user?.id ? await playerRecord(chosen) : null;
  const preselected = (gameIds as readonly string[]).includes(game ?? "") ? (game as string) : "chess";
  // The diagrams are drawn here, on the server: the form receives them as finished pictures.
  const diagrams: Record<string, ReactNode> = {};
  for (const entry of catalog) {
    const model = startModel(entry.id);
    diagrams[entry.id] = model.ok ? <BoardView model={model.value} size={150} coordinates={false} /> : null;
  }
  return (
    <div className="wrap stack">
      {opponent ? (
        <>
          <h1>Challenge {opponent.name}</h1>
          <p className="lead">
            Choose a game and how to play. {opponent.name} gets an invitation by email; the game starts when
            they accept.
          </p>
        </>
      ) : (
        <>
          <h1>Start a game</h1>
          <p className="lead">
            Choose a game and invite someone by email. They get a link to accept; the game starts when they
            do.
          </p>
        </>
      )}
      <NewGameForm
        games={catalog.map(({ id, name, board, summary }) => ({ id, name, board, summary }))}
        diagrams={diagrams}
        preselected={preselected}
        signedInAs={user?.email ?? null}
        opponent={opponent ? { id: opponent.id, name: opponent.name } : null}
      />
    </div>
  );
}

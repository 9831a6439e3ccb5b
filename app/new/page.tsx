import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { BoardView } from "@/app/components/board/board-view";
import Link from "@/app/components/link";
import { computerLevelOf } from "@/lib/accounts/computer";
import { playerRecord } from "@/lib/archive/player";
import { currentUser } from "@/lib/auth/session";
import { startModel } from "@/lib/board";
import { computerLevels, levelLabel } from "@/lib/bot/levels";
import { catalog, gameIds } from "@/lib/games/catalog/catalog";
import { isRecordId } from "@/lib/input/record-id";
import { ComputerGameForm } from "./computer-game-form";
import { NewGameForm } from "./new-game-form";
import { OpponentChoice, suggestedLevel } from "./opponent-choice";

export const metadata: Metadata = { title: "Start a game" };

export default async function NewGamePage({
  searchParams,
}: {
  searchParams: Promise<{ game?: string; player?: string; against?: string }>;
}) {
  const { game, player, against } = await searchParams;
  const user = await currentUser();
  // "Challenge this player" (a player's page): the opponent is that player, by name.
  const asked = typeof player === "string" && isRecordId(player) ? player : null;
  // The computer's page leads to "Play the computer" (it answers no invitation).
  const chosen = asked && computerLevelOf(asked) === null ? asked : null;
  const playComputer = against === "computer" || (asked !== null && chosen === null);
  if (chosen && !user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/new?player=${chosen}`)}`);
  const opponent = chosen && chosen !== user?.id ? await playerRecord(chosen) : null;
  const preselected = (gameIds as readonly string[]).includes(game ?? "") ? (game as string) : "chess";
  // The diagrams are drawn here, on the server: the form receives them as finished pictures.
  const diagrams: Record<string, ReactNode> = {};
  for (const entry of catalog) {
    const model = startModel(entry.id);
    diagrams[entry.id] = model.ok ? <BoardView model={model.value} size={150} coordinates={false} /> : null;
  }
  const choices = catalog.map(({ id, name, board, summary }) => ({ id, name, board, summary }));
  if (playComputer)
    return (
      <div className="wrap stack">
        <OpponentChoice chosen="computer" />
        <h1>Play the computer</h1>
        <p className="lead">
          Pigeon, our computer opponent, plays every game at eight levels. The game starts at once; it answers
          your moves within a minute, and you move in your own time, as in any game here.
        </p>
        {user ? (
          <ComputerGameForm
            games={choices}
            diagrams={diagrams}
            preselected={preselected}
            levels={computerLevels.map((level) => ({ level, label: levelLabel(level) }))}
            suggestedLevel={await suggestedLevel(user.id, preselected)}
          />
        ) : (
          <p className="card">
            <Link href={`/signin?callbackUrl=${encodeURIComponent("/new?against=computer")}`}>Sign in</Link>{" "}
            to play the computer: your games and their emails need an address.
          </p>
        )}
      </div>
    );
  return (
    <div className="wrap stack">
      {opponent ? null : <OpponentChoice chosen="friend" />}
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
        games={choices}
        diagrams={diagrams}
        preselected={preselected}
        signedInAs={user?.email ?? null}
        opponent={opponent ? { id: opponent.id, name: opponent.name } : null}
      />
    </div>
  );
}

// The rematch card of a finished game, for its players: offer one (same game and settings, colours
// swapped), or see where the offer stands: waiting, offered to you (accept or decline), declined,
// started. The offer is an invitation (lib/invitations/rematch.ts), also answerable from its email.

import { declineRematchAction, rematchAction, withdrawRematchAction } from "@/app/actions/game/rematch";
import Link from "@/app/components/link";
import { computerIn } from "@/lib/accounts/computer";
import { currentUser } from "@/lib/auth/session";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { otherSide, sideName } from "@/lib/games/stored/seats";
import type { GameView } from "@/lib/games/view/game-view";
import { rematchState } from "@/lib/invitations/rematch";
import styles from "./game.module.css";
import { GameActionForm } from "./game-action-form";

export async function RematchCard({ view }: { view: GameView }) {
  if (!view.viewerSide || !view.finished || view.aborted) return null;
  // The computer answers no invitation: another game with it starts from its own form.
  const computer = computerIn({ whiteId: view.white.id, blackId: view.black.id });
  if (computer)
    return (
      <section className="card" aria-labelledby="rematch">
        <h2 id="rematch">Play again</h2>
        <p>
          <Link
            className="button"
            href={`/new?${new URLSearchParams({ against: "computer", game: view.gameType })}`}
          >
            Play the computer again
          </Link>
        </p>
      </section>
    );
  const user = await currentUser();
  const state = user ? await rematchState(view.id, user.id, new Date()) : null;
  if (!user || !state) return null;
  const colour = sideName(otherSide(view.viewerSide));
  const settings = `${view.gameName}, ${view.timeControl}, ${view.rated ? "rated" : "casual"}`;
  const invitation = (invitationId: string) => ({ invitationId });
  return (
    <section className="card" aria-labelledby="rematch">
      <h2 id="rematch">Rematch</h2>
      {state.kind === "none" ? (
        <>
          <p>
            Play again with the colours swapped: {settings}; you play {colour}.
          </p>
          <GameActionForm
            action={rematchAction}
            gameId={view.id}
            label="Offer a rematch"
            pendingLabel="Offering…"
          />
        </>
      ) : state.kind === "offered" ? (
        <>
          <p>
            You offered {state.opponentName} a rematch ({settings}; you play {colour}). We emailed them; the
            offer is open until {formatDeadline(state.expiresAt, user.timeZone)}.
          </p>
          <GameActionForm
            action={withdrawRematchAction}
            gameId={view.id}
            fields={invitation(state.invitationId)}
            label="Withdraw the offer"
            pendingLabel="Withdrawing…"
            secondary
          />
        </>
      ) : state.kind === "offered-to-you" ? (
        <>
          <p>
            <strong>{state.opponentName} offers a rematch</strong>: {settings}; you play {colour}.
          </p>
          <div className={styles.buttons}>
            <GameActionForm
              action={rematchAction}
              gameId={view.id}
              label="Accept and start"
              pendingLabel="Starting the game…"
            />
            <GameActionForm
              action={declineRematchAction}
              gameId={view.id}
              fields={invitation(state.invitationId)}
              label="Decline"
              pendingLabel="Declining…"
              secondary
            />
          </div>
        </>
      ) : state.kind === "declined" ? (
        <p>{state.opponentName} declined your rematch offer.</p>
      ) : (
        <p>
          The rematch has started. <Link href={`/games/${state.gameId}`}>Go to the rematch</Link>
        </p>
      )}
    </section>
  );
}

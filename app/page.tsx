import { BoardView } from "@/app/components/board/board-view";
import Link from "@/app/components/link";
import { LiveUpdates } from "@/app/components/live-updates";
import { currentUser } from "@/lib/auth/session";
import { boardModel } from "@/lib/board";
import { activityByGame } from "@/lib/challenges/lobby";
import { catalog, GameCount, gameCount } from "@/lib/games/catalog/catalog";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { sideName } from "@/lib/games/stored/seats";
import { playerVersion } from "@/lib/games/stored/watch";
import { type GameRowView, type InvitationRowView, type MyGames, myGames } from "@/lib/home/my-games";
import { timeControlPhrase } from "@/lib/invitations/phrases";
import { listTournaments, type TournamentSummary } from "@/lib/tournaments/view";
import styles from "./page.module.css";

export default async function HomePage() {
  const user = await currentUser();
  const now = new Date();
  // The version is read first: a change committed while the lists are read is caught up at once.
  const version = user ? await playerVersion(user.id) : null;
  const [games, activity, tournaments] = await Promise.all([
    user ? myGames(user, now) : null,
    activityByGame(now),
    listTournaments({ state: "open" }, 3),
  ]);
  return (
    <div className="wrap stack">
      <section>
        <h1>{user ? `Welcome back, ${user.name ?? user.email}` : "Slow chess, by post"}</h1>
        {user ? null : (
          <p className="lead">
            Pigeon Post is correspondence play for chess and five chess variants. Invite a friend by email,
            make a move when it suits you, and we write when it is your turn again: a move every few days,
            with friends anywhere.
          </p>
        )}
        {user ? (
          <p>
            <Link href="/new" className="button">
              New game
            </Link>
          </p>
        ) : (
          <div className={styles.actions}>
            <Link href="/signin" className="button">
              Sign in with your email
            </Link>
            <Link href="/challenges" className="button secondary">
              Find an opponent
            </Link>
            <span className="muted small">No password: we email you a link.</span>
          </div>
        )}
        {user ? null : (
          <p className={styles.computer}>
            No one to play yet? <Link href="/new?against=computer">Play the computer</Link>: Pigeon plays all{" "}
            {gameCount} at eight levels and answers your moves within a minute.
          </p>
        )}
      </section>

      {user && games ? <MyGamesSections games={games} timeZone={user.timeZone} /> : null}
      {/* The lists and waiting counts follow the person's games live. */}
      {version !== null ? <LiveUpdates path="/events" since={version} event="games" /> : null}

      {user ? null : (
        <section aria-labelledby="how">
          <h2 id="how">How a correspondence game works</h2>
          <ol className="steps">
            <li>
              <strong>Start a slow game.</strong> Choose one of {gameCount} and invite a friend by email
              address. Pick a pace: from one to fourteen days per move.
            </li>
            <li>
              <strong>Get a "your turn" email.</strong> It shows the position, your friend's move and message,
              and your deadline.
            </li>
            <li>
              <strong>Move from the link.</strong> One link opens the game on any device, already signed in.
              Pick your move on the board, confirm, done.
            </li>
            <li>
              <strong>Keep every game.</strong> Finished games stay in your archive: replay them move by move
              or export them.
            </li>
          </ol>
        </section>
      )}

      <OpenTournaments tournaments={tournaments} timeZone={user?.timeZone ?? "UTC"} />

      <section aria-labelledby="games">
        <h2 id="games">{GameCount}</h2>
        <div className="grid">
          {catalog.map((game) => (
            <article key={game.id} className={`card game-card ${styles.gameCard}`}>
              <h3>
                <Link href={`/rules/${game.id}`} className={styles.cardLink}>
                  {game.name}
                </Link>
              </h3>
              <div className="meta">
                {game.inventor} · {game.board}
              </div>
              <p className="small">{game.summary}</p>
              <p className="small">
                <Link href={`/challenges?game=${game.id}`}>
                  {plural(activity.get(game.id)?.open ?? 0, "open challenge")}
                </Link>
                {" · "}
                {plural(activity.get(game.id)?.running ?? 0, "game")} running
              </p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The newest tournaments open for entry: the event that gathers the players of a rare game. */
function OpenTournaments({ tournaments, timeZone }: { tournaments: TournamentSummary[]; timeZone: string }) {
  return (
    <section aria-labelledby="tournaments">
      <h2 id="tournaments">Tournaments open for entry</h2>
      {tournaments.length === 0 ? (
        <p>
          None right now. <Link href="/tournaments/new">Create one</Link>: a round robin of 3 to 16 players in
          any of the {gameCount} games, every game played at once.
        </p>
      ) : (
        <ul className={styles.tournaments}>
          {tournaments.map((t) => (
            <li key={t.id}>
              <Link href={`/tournaments/${t.id}`}>{t.name}</Link>{" "}
              <span className="muted small">
                {t.gameName} · {t.formName.toLowerCase()} · {t.timeControl} · {t.entrants} of {t.maxPlayers}{" "}
                players · {t.startsAt ? `starts ${formatDeadline(t.startsAt, timeZone)}` : "starts when full"}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="small">
        <Link href="/tournaments">All tournaments</Link>
      </p>
    </section>
  );
}

const movesPhrase = (moves: number) => (moves === 0 ? "no moves" : `${moves} move${moves === 1 ? "" : "s"}`);

const plural = (n: number, what: string) => `${n === 0 ? "no" : n} ${what}${n === 1 ? "" : "s"}`;

function MyGamesSections({ games, timeZone }: { games: MyGames; timeZone: string }) {
  const nothingYet =
    games.myTurn.length +
      games.theirTurn.length +
      games.invitationsReceived.length +
      games.invitationsSent.length +
      games.finished.length ===
    0;
  if (nothingYet)
    return (
      <section className="card" aria-labelledby="my-games">
        <h2 id="my-games">Your games</h2>
        <p>
          No games yet. <Link href="/new">Start one</Link>: choose a game, write your friend's email address,
          and we send the invitation.
        </p>
      </section>
    );
  return (
    <>
      {games.invitationsReceived.length > 0 ? (
        <section aria-labelledby="invited">
          <h2 id="invited">Invitations for you</h2>
          <InvitationList rows={games.invitationsReceived} received />
        </section>
      ) : null}

      <section aria-labelledby="your-move">
        <h2 id="your-move">Your move</h2>
        {games.myTurn.length > 0 ? (
          <GameList rows={games.myTurn} timeZone={timeZone} urgent />
        ) : (
          <p className="muted">No game is waiting for you. Nice and tidy.</p>
        )}
      </section>

      {games.theirTurn.length > 0 ? (
        <section aria-labelledby="their-move">
          <h2 id="their-move">Waiting for your opponent</h2>
          <GameList rows={games.theirTurn} timeZone={timeZone} />
        </section>
      ) : null}

      {games.invitationsSent.length > 0 ? (
        <section aria-labelledby="sent">
          <h2 id="sent">Invitations you sent</h2>
          <InvitationList rows={games.invitationsSent} />
        </section>
      ) : null}

      {games.finished.length > 0 ? (
        <section aria-labelledby="finished">
          <h2 id="finished">Recently finished</h2>
          <GameList rows={games.finished} timeZone={timeZone} showBoards={false} />
        </section>
      ) : null}
    </>
  );
}

function GameList({
  rows,
  timeZone,
  urgent = false,
  showBoards = true,
}: {
  rows: GameRowView[];
  timeZone: string;
  urgent?: boolean;
  /** A small board per row: the running games'. */
  showBoards?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {rows.map((game) => (
        <li key={game.id}>
          <Link href={game.href} className={`card ${styles.row}`}>
            {showBoards ? <RowBoard game={game} /> : null}
            <span className={styles.rowMain}>
              <strong>
                {game.gameName} vs {game.opponentName}
              </strong>
              {game.resultLine ? (
                <>
                  <span>{game.resultLine}</span>
                  <span className="muted small">
                    You played {sideName(game.mySide)} · {movesPhrase(game.moveNumber)}
                  </span>
                </>
              ) : (
                <span className="muted small">
                  You play {sideName(game.mySide)} · move {game.moveNumber}
                  {game.drawOffered ? " · draw offered to you" : ""}
                </span>
              )}
            </span>
            {game.clockLine ? (
              <span className={styles.rowSide}>
                <span
                  className={urgent ? styles.urgent : undefined}
                  title={game.deadline ? formatDeadline(game.deadline, timeZone) : undefined}
                >
                  {game.clockLine}
                </span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function InvitationList({ rows, received = false }: { rows: InvitationRowView[]; received?: boolean }) {
  return (
    <ul className={styles.list}>
      {rows.map((invitation) => (
        <li key={invitation.id}>
          <Link href={invitation.href} className={`card ${styles.row}`}>
            <span className={styles.rowMain}>
              <strong>
                {invitation.gameName} {received ? "from" : "to"} {invitation.otherName}
              </strong>
              <span className="muted small">{timeControlPhrase(invitation)}</span>
            </span>
            <span className={styles.rowSide}>
              {received ? "Accept or decline" : "Awaiting an answer"}
              <span className="muted small">expires in {invitation.expiresIn.replace(/ left$/, "")}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The position now, small, from the player's side: enough to recall the game at a glance. */
function RowBoard({ game }: { game: GameRowView }) {
  const model = boardModel(game.position.game, game.position);
  if (!model.ok) return null;
  return (
    <BoardView
      className={styles.rowBoard}
      model={model.value}
      orientation={game.orientation}
      coordinates={false}
      size={72}
      label={`The ${game.gameName} position`}
    />
  );
}

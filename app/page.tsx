import Link from "next/link";
import { currentUser } from "@/lib/auth/session";
import { catalog } from "@/lib/games/catalog";

export default async function HomePage() {
  const user = await currentUser();
  return (
    <div className="wrap stack">
      <section>
        <h1>{user ? `Welcome back, ${user.name ?? user.email}` : "Slow chess, by post"}</h1>
        <p className="lead">
          Pigeon Post is correspondence play for chess and five chess variants. Invite a friend by email, make
          a move when it suits you, and we write when it is your turn again: a move every few days, with
          friends anywhere.
        </p>
        {user ? null : (
          <p>
            <Link href="/signin" className="button">
              Sign in with your email
            </Link>{" "}
            <span className="muted small">No password: we email you a link.</span>
          </p>
        )}
      </section>

      <section aria-labelledby="how">
        <h2 id="how">How a correspondence game works</h2>
        <ol className="steps">
          <li>
            <strong>Start a slow game.</strong> Choose one of six games and invite a friend by email address.
            Pick a pace: from one to fourteen days per move.
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
            <strong>Keep every game.</strong> Finished games stay in your archive: replay them move by move or
            export them.
          </li>
        </ol>
      </section>

      <section aria-labelledby="games">
        <h2 id="games">Six games</h2>
        <div className="grid">
          {catalog.map((game) => (
            <article key={game.id} className="card game-card">
              <h3>{game.name}</h3>
              <div className="meta">
                {game.inventor} · {game.board}
              </div>
              <p className="small">{game.summary}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

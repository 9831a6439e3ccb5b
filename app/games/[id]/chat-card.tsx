// The players' conversation on the game page, running and finished alike: every message in time
// order (a move's, an offer's or answer's, and the chat's), each under the move it followed, and
// the form to write a message without a move. Only the two players have it: the view gives anyone
// else no conversation at all.

import type { TalkEntry } from "@/lib/games/talk/talk";
import { messageLimit } from "@/lib/games/turn/input";
import type { GameView } from "@/lib/games/view/game-view";
import styles from "./chat.module.css";
import { ChatForm } from "./chat-form";

/** Shown open: the latest messages; earlier ones fold away behind a summary. */
const shownOpen = 10;

export function ChatCard({ view }: { view: GameView }) {
  const chat = view.chat;
  if (!chat || !view.viewerSide) return null;
  const opponent = view.viewerSide === "WHITE" ? view.black.name : view.white.name;
  const names = { WHITE: view.white.name, BLACK: view.black.name };
  const { entries } = chat;
  const folded = entries.length > shownOpen + 2 ? entries.length - shownOpen : 0;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="chat-title" id="chat">
      <h2 id="chat-title">Chat with {opponent}</h2>
      {entries.length === 0 ? (
        <p className="small muted">
          No messages yet. What you write here reaches {opponent} without a move, at any time.
        </p>
      ) : (
        // One box that scrolls on a phone (chat.module.css), opening on the latest message.
        <div className={styles.conversation}>
          <div>
            {folded ? (
              <details className={styles.earlier}>
                <summary>
                  {folded} earlier message{folded === 1 ? "" : "s"}
                </summary>
                <Messages entries={entries.slice(0, folded)} names={names} />
              </details>
            ) : null}
            <Messages entries={entries.slice(folded)} names={names} continues={folded > 0} />
          </div>
        </div>
      )}
      {chat.closed ? (
        <p className="small muted">{chat.closed}</p>
      ) : (
        <ChatForm gameId={view.id} opponentName={opponent} limit={messageLimit} />
      )}
    </section>
  );
}

/** Messages, with a line naming the move each group was written after. */
function Messages({
  entries,
  names,
  continues = false,
}: {
  entries: readonly TalkEntry[];
  names: { readonly WHITE: string; readonly BLACK: string };
  /** The list goes on from folded messages: its first stage line is still worth showing. */
  continues?: boolean;
}) {
  return (
    <ol className={styles.messages} aria-label={continues ? "Latest messages" : "Messages"}>
      {entries.map((entry, index) => (
        <li key={entry.id} className={styles.item}>
          {index === 0 || entries[index - 1].stage !== entry.stage ? (
            <p className={styles.stage}>{entry.stage}</p>
          ) : null}
          <div className={entry.mine ? styles.mine : styles.theirs}>
            <p className={styles.meta}>
              <strong>{entry.mine ? "You" : names[entry.side]}</strong>
              {entry.went ? ` ${entry.went}` : null}
              <span aria-hidden="true"> · </span>
              <time dateTime={entry.iso} className={styles.time}>
                {entry.at}
              </time>
            </p>
            <p className={styles.body}>{entry.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

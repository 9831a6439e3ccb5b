// A game's rules guide, rendered the same way for every game: the two-sentence introduction, a
// contents list, then the sections in reading order, with the piece legend and notation examples.

import { Fragment } from "react";
import { PieceLegend } from "@/app/components/board/piece-legend";
import Link from "@/app/components/link";
import type { CatalogEntry } from "@/lib/games/catalog/catalog";
import type { Block, Diagram, Guide, Section } from "@/lib/games/catalog/guides";
import { sectionsOf, serviceEndings } from "@/lib/games/catalog/guides";
import { GuideDiagram } from "./guide-diagram";
import { RichText } from "./rich-text";
import styles from "./rules.module.css";

export function GuideView({ guide, entry }: { readonly guide: Guide; readonly entry: CatalogEntry }) {
  const sections = sectionsOf(guide);
  const anchor = (section: Section) => `${guide.game}-${slug(section.heading)}`;
  return (
    <article className="wrap stack">
      <header className="stack">
        <p className="small muted">
          <Link href="/rules">Rules</Link> · {entry.inventor} · {entry.board}
        </p>
        <h1>{entry.name}</h1>
        <p className="lead">{guide.intro}</p>
        <p>
          <Link href={`/new?game=${guide.game}`} className="button">
            Play this game
          </Link>
        </p>
        <nav aria-label="On this page">
          <ol className={styles.contents}>
            {sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      </header>

      {sections.map((section) => (
        <section key={section.heading} className="card stack" aria-labelledby={anchor(section)}>
          <h2 id={anchor(section)}>{section.heading}</h2>
          <Blocks gameId={guide.game} blocks={section.body} />
          {section === guide.pieces ? (
            <div>
              <h3>Pieces of this game</h3>
              <PieceLegend gameId={guide.game} />
            </div>
          ) : null}
          {section === guide.ending ? <p>{serviceEndings}</p> : null}
          {section === guide.notation ? (
            <table className={styles.examples}>
              <caption className="small muted">Examples, each checked against the rules engine</caption>
              <thead>
                <tr>
                  <th scope="col">Move</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {guide.notation.examples.map((example) => (
                  <tr key={`${example.fen ?? ""}${example.move}`}>
                    <td>
                      <code>{example.move}</code>
                      {example.alsoAccepted?.length ? (
                        <span className="small muted"> (or {example.alsoAccepted.join(", ")})</span>
                      ) : null}
                    </td>
                    <td>{example.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}

      <p>
        <Link href={`/new?game=${guide.game}`} className="button">
          Play {entry.name}
        </Link>{" "}
        <Link href="/rules">All games' rules</Link>
      </p>
    </article>
  );
}

/** Paragraphs and lists in order; a run of diagrams sits side by side. */
function Blocks({ gameId, blocks }: { readonly gameId: string; readonly blocks: readonly Block[] }) {
  const runs: (Block | Diagram[])[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (typeof block === "object" && block.kind === "diagram") {
      if (Array.isArray(last)) last.push(block);
      else runs.push([block]);
    } else runs.push(block);
  }
  return (
    <>
      {runs.map((run, i) => {
        const key = `${gameId}-${i}`;
        if (Array.isArray(run))
          return (
            <div key={key} className={styles.diagrams}>
              {run.map((diagram) => (
                <GuideDiagram key={diagram.caption} gameId={gameId} diagram={diagram} />
              ))}
            </div>
          );
        if (typeof run === "string")
          return (
            <p key={key}>
              <RichText text={run} />
            </p>
          );
        if (run.kind === "list")
          return (
            <ul key={key} className={styles.list}>
              {run.items.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          );
        return <Fragment key={key} />;
      })}
    </>
  );
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

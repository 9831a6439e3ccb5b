// The game page's legend of pieces: the legend's words from the server, its pictures drawn by the
// browser, which has the drawings anyway for the board (piece-pictures.tsx). Each picture's SVG
// would otherwise travel twice, in the HTML and again in the page's RSC payload.

import { legendSize, PieceLegend } from "@/app/components/board/piece-legend";
import { PiecePictures } from "@/app/components/board/piece-pictures";

export function GamePieceLegend({ gameId }: { readonly gameId: string }) {
  return (
    <PieceLegend
      gameId={gameId}
      picture={(entry) => (
        <PiecePictures
          gameId={gameId}
          name={entry.name.toLowerCase()}
          size={legendSize}
          pips={entry.pips.w.length + entry.pips.b.length > 0 ? entry.pips : undefined}
        />
      )}
    />
  );
}

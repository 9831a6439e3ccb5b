// A board picture on a web page: the same SVG string the emails rasterise, inlined. The SVG carries
// role="img" and an aria-label describing the position, so no other markup is needed.

import type { BoardModel } from "@/lib/board/model";
import { type BoardPictureOptions, renderBoardSvg } from "@/lib/board/render-svg";

export interface BoardViewProps extends BoardPictureOptions {
  readonly model: BoardModel;
  readonly className?: string;
}

export function BoardView({ model, className, ...options }: BoardViewProps) {
  return (
    <div
      className={className}
      style={{ maxWidth: options.size ?? 340, lineHeight: 0 }}
      // The SVG is built from engine data only (square names, colours, our own paths), never user text.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: fluidBoardSvg(model, options) }}
    />
  );
}

/** The board's SVG filling its box's width (the height follows from the viewBox). */
export function fluidBoardSvg(model: BoardModel, options: BoardPictureOptions): string {
  return renderBoardSvg(model, options).replace(/ width="\d+" height="\d+"/, ' width="100%"');
}

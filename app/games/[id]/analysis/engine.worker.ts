// The analysis board's engine: a Web Worker running the same search as the service (lib/search),
// so a search never freezes the page. One position at a time: the page ends this worker and starts
// another when the position changes (a search cannot be interrupted from outside), and the search
// stops on its own at ENGINE_CAPS, and says which stopped it. Each finished depth is posted as it comes (iterative deepening).
import { search } from "@/lib/search";
import { ENGINE_CAPS, type EngineAsk, type EngineNews, engineLine, engineStop } from "./engine-lines";

const post = (news: EngineNews) => (self as unknown as Worker).postMessage(news);

self.addEventListener("message", (event: MessageEvent<EngineAsk>) => {
  const { id, gameType, position } = event.data;
  const found = search(gameType, position, {
    nodes: ENGINE_CAPS.nodes,
    timeMs: ENGINE_CAPS.timeMs,
    clock: () => performance.now(),
    onProgress: (progress) => post({ id, kind: "progress", line: engineLine(gameType, position, progress) }),
  });
  if (found.ok)
    post({
      id,
      kind: "done",
      line: engineLine(gameType, position, found.value),
      stop: engineStop(found.value),
    });
  else post({ id, kind: "error", reason: found.error.reason });
});

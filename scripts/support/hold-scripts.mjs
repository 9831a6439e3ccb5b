// @ts-check
// The framework held back on pages with a board, until the player's first tap or a moment's quiet.
//
// A board answers its first taps from its page's HTML (the early-taps script,
// app/components/board/early-taps.ts). But on a second visit the page's scripts are in the
// browser's cache, and the browser evaluates them the moment the HTML names them: on a slow phone
// that holds the main thread for a few hundred milliseconds, and a tap made then waits behind it
// (`npm run bench:phone`: a warm tap 0.83 s against 0.57 s for the page without them).
//
// So on these pages the production server (next-server.mjs) rewrites each of the framework's
// script tags into a preload of the same file, which the browser fetches as before but does not
// run, and adds one small inline script after the first (the loader) that turns them back into
// scripts:
// - on the first click or tap, once the early-taps script has answered it and the answer is
//   painted (a tap on a target, which needs the framework, is kept by the early-taps script and
//   played once the board has hydrated). A first click elsewhere that needs the framework (a
//   button: not a link, a disclosure or a form field, which work without it) is kept too, and
//   made again on the same element once React owns it, so that it is not lost;
//   and text typed into a field before React owns it is told to React once it does (React takes
//   a field's text as the page was rendered, and would put it back to that on its next render);
// - on the first key pressed (nothing answers keys before the framework);
// - as soon as the document is parsed, on a page that turned out to have no board;
// - at the latest `idleMs` after the loader ran.
// Scripts streamed in after the release are added as they arrive. A `noModule` script, or any
// other tag than the framework's plain async ones, is left as it is.

/** Paths whose pages may carry a board with early taps: the game page, its analysis and replay, and the email link's move page. */
export const heldPaths = ["/games/", "/play/"];

/**
 * The latest the framework waits for a tap: long enough for a player's first tap on a phone,
 * short enough that whatever else on the page needs the framework works by the time it is read.
 */
export const releaseAfterMs = 1500;

/** Whether the page at this request path (query and all) holds its scripts. */
export function holdsScripts(/** @type {string} */ url) {
  return heldPaths.some((prefix) => url.startsWith(prefix));
}

const scriptTag = /<script\b([^<>]*)><\/script>/g;
const attribute = /([a-zA-Z][\w-]*)(?:="([^"]*)")?/g;
/** Longer than any script tag the framework writes: a longer unfinished tag is not one of them. */
const longestTag = 1024;

/** A board whose taps the early-taps script answers. */
const boardSelector = "[data-early-board]";
/** A field a player types into. */
const textSelector =
  "textarea,input:not([type]),input[type=text],input[type=search],input[type=email],input[type=number]";
/** What a click works on without the framework: a link, a disclosure, a form field. */
const nativeSelector = "a[href],summary,label,input,select,textarea";

/**
 * The loader, as the page ships it (see above). It finds the held scripts by their attribute,
 * and takes the nonce from its own element (a browser hides nonce attributes from scripts; the
 * property stays).
 * @param {number} idleMs
 */
export function loaderSource(idleMs) {
  return `(function(){
var d=document,w=window,done=false,seen=null,kept=null,typed=[],nonce=(d.currentScript||{}).nonce||"";
function scan(){var l=d.querySelectorAll("link[data-held-script='']");for(var i=0;i<l.length;i++){
var s=d.createElement("script");l[i].setAttribute("data-held-script","added");s.src=l[i].getAttribute("href");s.async=true;
if(nonce)s.nonce=nonce;l[i].parentNode.insertBefore(s,l[i].nextSibling)}}
function hydrated(t){return Object.keys(t).some(function(k){return k.indexOf("__reactProps")===0})}
function owned(t,then,n){if(n<200&&!hydrated(t)){setTimeout(function(){owned(t,then,n+1)},50);return}setTimeout(then,0)}
function replay(t){owned(t,function(){t.click()},0)}
function tell(t){owned(t,function(){var v=t.value,set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set;
t.value="";set.call(t,v);t.dispatchEvent(new Event("input",{bubbles:true}))},0)}
function typing(e){var t=e.target;if(!t||!t.matches||!t.matches("${textSelector}")||hydrated(t)||typed.indexOf(t)>=0)return;typed.push(t);if(done)tell(t)}
d.addEventListener("input",typing,true);
function release(){if(done)return;done=true;w.removeEventListener("click",tapped,true);w.removeEventListener("keydown",release,true);
scan();if(d.readyState==="loading"){seen=new MutationObserver(scan);seen.observe(d.documentElement,{childList:true,subtree:true})}
if(kept)replay(kept);typed.forEach(tell)}
function tapped(e){var t=e.target;
if(t&&t.closest&&!t.closest("${boardSelector},${nativeSelector}")){e.preventDefault();e.stopImmediatePropagation();kept=t}
requestAnimationFrame(function(){setTimeout(release,0)})}
w.addEventListener("click",tapped,true);w.addEventListener("keydown",release,true);setTimeout(release,${Math.round(idleMs)});
d.addEventListener("DOMContentLoaded",function(){if(seen){seen.disconnect();scan()}if(!d.querySelector("${boardSelector}"))release()})})();`;
}

/**
 * A rewriter for one page's HTML, fed in the pieces it is sent in: `rewrite(piece, last)` returns
 * what can go out now; an unfinished script tag at a piece's end waits for the next piece. Text
 * in and out is one character per byte (latin1), so no character is cut in two.
 * @param {{ idleMs: number }} options
 * @returns {(piece: string, last: boolean) => string}
 */
export function holdScripts({ idleMs }) {
  let carried = "";
  let loaderAdded = false;

  /** @param {string} text */
  function rewriteWhole(text) {
    return text.replace(scriptTag, (tag, /** @type {string} */ attributes) => {
      /** @type {Map<string, string>} */
      const found = new Map();
      for (const [, name, value] of attributes.matchAll(attribute))
        found.set(name.toLowerCase(), value ?? "");
      const src = found.get("src") ?? "";
      const plain = [...found.keys()].every((name) => name === "src" || name === "async" || name === "nonce");
      if (!plain || !found.has("async") || !/^\/_next\/static\/chunks\/[\w.~-]+\.js$/.test(src)) return tag;
      const nonce = found.has("nonce") ? ` nonce="${found.get("nonce")}"` : "";
      const link = `<link rel="preload" as="script" fetchpriority="low" href="${src}"${nonce} data-held-script=""/>`;
      if (loaderAdded) return link;
      loaderAdded = true;
      return `${link}<script${nonce}>${loaderSource(idleMs)}</script>`;
    });
  }

  return (piece, last) => {
    const text = carried + piece;
    carried = "";
    if (last) return rewriteWhole(text);
    let cut = text.length;
    const open = text.lastIndexOf("<script");
    if (open !== -1 && text.indexOf("</script>", open) === -1 && text.length - open < longestTag) cut = open;
    else
      for (let length = Math.min(7, text.length); length > 0; length--)
        if (text.endsWith("<script".slice(0, length))) {
          cut = text.length - length;
          break;
        }
    carried = text.slice(cut);
    return rewriteWhole(text.slice(0, cut));
  };
}

/**
 * Rewrites `res`'s body through `holdScripts` when it turns out to be HTML (its Content-Type,
 * read when its headers go out or its first bytes are written, whichever comes first). Wraps
 * what is already on `res` (the compression middleware), so the rewritten text is what gets
 * compressed. The length changes, so a Content-Length is dropped.
 * @param {import("node:http").ServerResponse} res
 * @param {{ idleMs: number }} options
 */
export function holdScriptsIn(res, options) {
  /** @type {((piece: string, last: boolean) => string) | null | undefined} */
  let rewrite;
  const decide = () => {
    if (rewrite !== undefined || res.headersSent) return rewrite ?? null;
    const type = String(res.getHeader("content-type") ?? "");
    rewrite = type.startsWith("text/html") ? holdScripts(options) : null;
    if (rewrite) res.removeHeader("content-length");
    return rewrite;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const asText = (chunk, encoding) =>
    typeof chunk === "string"
      ? Buffer.from(
          chunk,
          /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
        ).toString("latin1")
      : Buffer.from(/** @type {Uint8Array} */ (chunk)).toString("latin1");

  // The overloads (chunk, encoding, callback, each optional) pass through as they came.
  const out = /** @type {any} */ (res);
  const { writeHead, write, end } = out;
  out.writeHead = function (/** @type {unknown[]} */ ...args) {
    decide();
    return writeHead.apply(this, args);
  };
  out.write = function (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ callback,
  ) {
    const rewriter = decide();
    if (!rewriter || chunk == null) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    return write.call(this, Buffer.from(rewriter(asText(chunk, encoding), false), "latin1"), done);
  };
  out.end = function (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ callback,
  ) {
    const rewriter = decide();
    if (!rewriter) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((a) => typeof a === "function");
    const piece = chunk == null || typeof chunk === "function" ? "" : asText(chunk, encoding);
    const rest = rewriter(piece, true);
    return rest ? end.call(this, Buffer.from(rest, "latin1"), done) : end.call(this, done);
  };
}

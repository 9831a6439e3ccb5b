// Taps on a board before its page's script has run. The board is on screen as soon as the HTML
// arrives, but React answers taps only once it has hydrated the page, which on a slow phone can be
// a second or more later. A small script inline in the page (EarlyTaps) answers until then:
// - a tap on a piece that may move lights up its targets, from the legal moves the page's HTML
//   carries (data-early-moves: the same map the picker uses, from the engine, lib/board/move-map,
//   written as lib/board/move-map-code.ts writes it: "b1:a3,c3 g1:f3,h3");
//   a second tap on it puts it back, as on the real board;
// - a tap on a piece that cannot move (a waiting player's, say) says what it is and how it moves,
//   as the board's note will (data-early-notes: each kind's words, lib/board/piece-note.ts), in
//   a note of the script's own (data-early-note); a second tap on it puts the note away;
// - a tap on an empty square that is not a target puts a picked-up piece back and the note away,
//   as on the real board, and shows nothing more (nothing would happen there either);
// - any other tap (a target, which makes a move; a piece the script has no words for, as in Joust)
//   is kept, and a line says the board is getting ready.
// It also swaps the move prompt's hint from the text form (for a page without JavaScript) to taps.
// Every tap is also kept in order, and not passed on (React may replay a click it saw while
// hydrating, and no tap may count twice); nor are its presses and releases on a square (pointer,
// touch, mouse): on the first of those that reaches React while it hydrates, React finishes the
// whole page's hydration at once, inside that event, and the tap's answer waits behind it (75 ms
// and more on a slow phone). The first board to mount takes the taps (`takeEarlyTaps`), undoes the
// script's marks and plays the taps as if they came now: nothing is lost or guessed.

/** Where the inline script keeps its state; null once a board has taken the taps. */
const slot = "__pigeonPostEarlyTaps";

/** The inline script, as the page ships it: it runs at once, before any of the page's bundles. */
export const earlyTapsScript = `(function(){
var state={taps:[],undo:[]},selected=null,asked=null;window.${slot}=state;
function set(el,name,value){state.undo.push([el,name,el.getAttribute(name)]);if(value===null)el.removeAttribute(name);else el.setAttribute(name,value)}
function clear(){for(var i=state.undo.length-1;i>=0;i--){var u=state.undo[i];if(u[2]===null)u[0].removeAttribute(u[1]);else u[0].setAttribute(u[1],u[2])}state.undo=[];selected=null;asked=null;var n=document.querySelector("[data-early-note]");if(n)n.textContent=""}
function ready(){var n=document.querySelector("[data-getting-ready]");if(n)n.hidden=false}
function said(cell){var l=(cell.getAttribute("aria-label")||"").split(", ")[1]||"";var w=l.split(" ");return w.length>1?{side:w[0],name:w.slice(1).join(" ")}:null}
function tell(cell,board){
var n=document.querySelector("[data-early-note]"),w=said(cell),words=null;
try{words=JSON.parse(board&&board.getAttribute("data-early-notes")||"null")}catch(x){}
if(!n||!w||!words||typeof words[w.name]!=="string")return false;
var p=document.createElement("p"),b=document.createElement("strong");
b.textContent=w.side.charAt(0).toUpperCase()+w.side.slice(1)+" "+w.name+" on "+cell.getAttribute("data-square")+".";
p.appendChild(b);p.appendChild(document.createTextNode(" "+words[w.name]));n.appendChild(p);return true}
function keep(e){
if(window.${slot}!==state){document.removeEventListener("click",keep,true);return}
var cell=e.target&&e.target.closest&&e.target.closest("[data-square]");if(!cell)return;
e.preventDefault();e.stopImmediatePropagation();
var square=cell.getAttribute("data-square");state.taps.push(square);
var board=cell.closest("[data-early-board]"),moves={};
(board&&board.getAttribute("data-early-moves")||"").split(" ").forEach(function(e){var p=e.split(":");if(p[1])moves[p[0]]=p[1].split(",")});
var from=selected,was=asked,targets=from?moves[from]||[]:[];clear();
if(from&&targets.indexOf(square)>=0){set(cell,"data-early-tap","");ready();return}
if(square===from||square===was)return;
if(!moves[square]&&!said(cell))return;
if(!moves[square]){set(cell,"data-early-tap","");if(tell(cell,board))asked=square;else ready();return}
selected=square;set(cell,"data-early-tap","");set(cell,"aria-pressed","true");
var mover=said(cell);
moves[square].forEach(function(to){var c=board.querySelector('[data-square="'+to+'"]');if(!c)return;
var there=said(c),what=!there?"move here":mover&&there.side===mover.side?"swap with the "+there.name+" on "+to:"capture the "+there.side+" "+there.name;
set(c,"data-early-target","");set(c,"aria-hidden",null);set(c,"aria-label",to+", "+what)})}
var held=["pointerdown","pointerup","touchstart","touchend","mousedown","mouseup"];
function hold(e){
if(window.${slot}!==state){held.forEach(function(t){document.removeEventListener(t,hold,true)});return}
if(e.target&&e.target.closest&&e.target.closest("[data-square]"))e.stopImmediatePropagation()}
held.forEach(function(t){document.addEventListener(t,hold,{capture:true,passive:true})});
document.addEventListener("click",keep,true);
var h=document.querySelectorAll("[data-hint-without-script],[data-hint-with-script]");for(var i=0;i<h.length;i++)h[i].hidden=h[i].hasAttribute("data-hint-without-script")})();`;

/**
 * The squares tapped before this board could answer, in order. Ends the keeping: the script's
 * marks are undone, and from now on the board answers by itself. Empty on the server, on a page
 * without the script, and after the first call.
 */
export function takeEarlyTaps(): string[] {
  if (typeof window === "undefined") return [];
  const store = window as unknown as Record<string, EarlyState | null | undefined>;
  const state = store[slot];
  store[slot] = null;
  if (!state) return [];
  for (const [element, name, value] of state.undo.reverse()) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  const ready = document.querySelector<HTMLElement>("[data-getting-ready]");
  if (ready) ready.hidden = true;
  const note = document.querySelector("[data-early-note]");
  if (note) note.textContent = "";
  return state.taps;
}

type EarlyState = { taps: string[]; undo: [Element, string, string | null][] };

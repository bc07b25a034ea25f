/**
 * The page's first script, inlined in `<head>` by the server render so it runs before any of the
 * app's files have arrived. Until `releaseEarlyEvents()` (called just before hydration) it holds
 * back what a quick user, a password manager or a slow phone does to the server-rendered page:
 *
 * - a form's submit, which the browser would otherwise send as a plain request of its own (a
 *   GET with every field, the password too, in the address): prevented, and the last one per
 *   form kept (a double click posts once);
 * - a click on a `type="button"` button (a menu's opener), which would otherwise do nothing.
 *
 * It also notes every field typed into (or ticked, or chosen in) while React had not hydrated it,
 * then and later: React takes such a field's text as already seen when it hydrates it, and that
 * part of the page may hydrate well after the app starts (`TypedValuesHandOver` gives it to React).
 *
 * The submit and click listeners are in the bubble phase on `document`, so an event React already
 * handled (its root listener sits below, on `#root`) is left alone; the typing one is in the
 * capture phase, so it runs before React hydrates the field in answer to that very event.
 * `replayEarlyEvents()` sends the held events on once the app has hydrated. Plain ES5 on purpose:
 * it runs as written, before any build output.
 */
export const EARLY_EVENTS_SCRIPT =
  "(function(){" +
  "var q={holding:true,events:[],typed:[]};window.__QUORUM_EARLY__=q;" +
  "function typed(e){var t=e.target;" +
  "if(!(t instanceof Element)||q.typed.indexOf(t)>=0)return;" +
  "var own=Object.keys(t);for(var i=0;i<own.length;i++)if(own[i].indexOf('__reactFiber$')===0)return;" +
  "q.typed.push(t);}" +
  "document.addEventListener('input',typed,true);" +
  "document.addEventListener('change',typed,true);" +
  "document.addEventListener('submit',function(e){" +
  "if(!q.holding||e.defaultPrevented)return;" +
  "e.preventDefault();" +
  "var f=e.target;" +
  "q.events=q.events.filter(function(x){return x.target!==f});" +
  "q.events.push({type:'submit',target:f,submitter:e.submitter||null});" +
  "});" +
  "document.addEventListener('click',function(e){" +
  "if(!q.holding||!(e.target instanceof Element))return;" +
  "var b=e.target.closest('button');" +
  "if(!b||b.type!=='button'||b.disabled)return;" +
  "q.events.push({type:'click',target:b,submitter:null});" +
  "});" +
  "})();";

/** What the early script records, on `window.__QUORUM_EARLY__`. */
export interface EarlyEvents {
  /** True until the app takes over: events are held back and recorded. */
  holding: boolean;
  events: EarlyEvent[];
  /** The fields typed into (ticked, chosen in) before React had hydrated them. */
  typed: Element[];
}

export interface EarlyEvent {
  type: "submit" | "click";
  /** The form submitted or the button clicked. */
  target: Element;
  /** The button that submitted the form, if any. */
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __QUORUM_EARLY__?: EarlyEvents;
  }
}

import { createHash } from 'node:crypto'

/**
 * The one inline script of every page, first in <head>. Before anything paints it:
 * - marks <html data-wrong-page> when the page was rendered for another path than the address
 *   shown (<html data-path>): a host that answers every unknown path with index.html serves Home
 *   for a deep link, and the stylesheet then shows the app's loading state instead of another
 *   page until the app renders its own (docs/decisions.md, "Any host");
 * - sets <html lang> by the language rule (docs/product.md §1: the saved choice, else ja when
 *   the browser language starts with ja, else en) and marks <html data-signed-in> while a
 *   session is stored. The stylesheet then shows the pre-rendered copy in that language and the
 *   control for that state (src/styles/global.css);
 * - marks <html data-picture-shown> when the service worker put the library's picture into the
 *   shell (<html data-picture-for="mark lang">) for the stored session (its sign-in mark,
 *   offline/sign-in-mark.ts) and the language just picked: the stylesheet shows it then, and keeps
 *   it hidden otherwise (docs/decisions.md, "Warm start: the library's picture").
 * Until the app takes the page over, it also makes the pre-rendered language switch work: a
 * choice is saved and the other copy shown at once, with what was typed so far and the focus on
 * its switch, so a visitor on a slow network is not ignored, then overruled. (The copies are
 * one page in two languages: their fields match by position.)
 * On a pre-rendered page it also starts the app's code once the page has painted: the build puts
 * the entry script and its preloads into <template id="app-code"> (build/prerender.ts), and the
 * script adds a copy to <head> once the browser reports the first contentful paint (Paint
 * Timing), or after the first frame where nothing contentful will paint (a page held for the
 * app's loading state, a sign-in page hidden from a stored session), where the browser has no
 * Paint Timing, or 1 s after the document was parsed at the latest; at once in a hidden tab,
 * which paints none. The preloads go in at once, the scripts one after another, each once the
 * one before has run and in a task of its own, so no single task evaluates all the code
 * (build/chunk-groups.ts). Why the paint and not the frame: docs/decisions.md, "A pre-rendered
 * page loads its code after the first paint".
 * The Content-Security-Policy allows exactly this text by its hash (PRE_PAINT_HASH);
 * build/pre-paint.test.ts checks it against `detectLocale`, the path and the switch.
 */
export const PRE_PAINT_SCRIPT =
  "(function(d){var p=d.getAttribute('data-path');if(p&&p!==location.pathname)d.setAttribute('data-wrong-page','');try{var s=localStorage,l=s.getItem('selectedLanguage'),u=s.getItem('localUser'),m=s.getItem('localUserMark');if(u)d.setAttribute('data-signed-in','')}catch(e){}if(l!=='en'&&l!=='ja')l=/^ja/i.test(navigator.language||'')?'ja':'en';d.lang=l;if(u&&m&&d.getAttribute('data-picture-for')===m+' '+l)d.setAttribute('data-picture-shown','');d.addEventListener('change',function(e){var t=e.target,v=t.value,o,a,b,i;if(t.name!=='language'||(v!=='en'&&v!=='ja')||!t.closest('[data-prerendered]'))return;o=d.querySelector('[data-prerendered=\"'+v+'\"] select[name=language]');if(!o)return;a=t.closest('[data-prerendered]').querySelectorAll('input,textarea');b=o.closest('[data-prerendered]').querySelectorAll('input,textarea');for(i=0;i<a.length&&i<b.length;i++)if(a[i].value!==a[i].defaultValue)b[i].value=a[i].value;try{localStorage.setItem('selectedLanguage',v)}catch(x){}t.value=d.lang;d.lang=v;o.focus()});document.addEventListener('DOMContentLoaded',function(){var t=document.getElementById('app-code'),P=window.PerformanceObserver,o,g=function(){if(!t.parentNode)return;if(o)o.disconnect();t.remove();var c=t.content.cloneNode(!0),s=[].slice.call(c.querySelectorAll('script')),n=function(){var e=s.shift();if(e){e.onload=e.onerror=function(){setTimeout(n)};document.head.appendChild(e)}};s.forEach(function(e){c.removeChild(e)});document.head.appendChild(c);n()},f=function(){requestAnimationFrame(function(){setTimeout(g)})};if(!t)return;if(document.hidden)return g();if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0||d.hasAttribute('data-wrong-page')||d.hasAttribute('data-signed-in')&&document.querySelector('[data-prerendered].signed-out-only'))return f();o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(g)});o.observe({type:'paint',buffered:true});setTimeout(f,1000);document.addEventListener('visibilitychange',function(){if(document.hidden)g()})})})(document.documentElement)"

/** The id of the pre-rendered page's <template> that holds its code until the first paint. */
export const APP_CODE_ID = 'app-code'

/** The script-src source that allows PRE_PAINT_SCRIPT (and nothing else inline). */
export const PRE_PAINT_HASH = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`

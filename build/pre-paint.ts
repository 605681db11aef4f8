import { createHash } from 'node:crypto'

/**
 * The one inline script of every page, first in <head>: before anything paints it sets
 * <html lang> by the language rule (docs/product.md §1: the saved choice, else ja when the
 * browser language starts with ja, else en) and marks <html data-signed-in> while a session is
 * stored. The stylesheet then shows the pre-rendered copy in that language and the control for
 * that state (src/styles/global.css). The Content-Security-Policy allows exactly this text by
 * its hash (PRE_PAINT_HASH); build/pre-paint.test.ts checks it against `detectLocale`.
 */
export const PRE_PAINT_SCRIPT =
  "(function(d){try{var s=localStorage,l=s.getItem('selectedLanguage');if(s.getItem('localUser'))d.setAttribute('data-signed-in','')}catch(e){}if(l!=='en'&&l!=='ja')l=/^ja/i.test(navigator.language||'')?'ja':'en';d.lang=l})(document.documentElement)"

/** The script-src source that allows PRE_PAINT_SCRIPT (and nothing else inline). */
export const PRE_PAINT_HASH = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`

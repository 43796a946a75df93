import { resultCardLabels } from '../landing-content';

/** Set on <html> while the app boots from the prerendered page: the static landing is then hidden. */
export const APP_BOOT_ATTRIBUTE = 'data-app-boot';
/** Wraps the prerendered markup; React replaces it (and with it this marker) when the app renders. */
export const STATIC_LANDING_ATTRIBUTE = 'data-static-landing';

export const staticLandingCss = `html[${APP_BOOT_ATTRIBUTE}] [${STATIC_LANDING_ATTRIBUTE}]{display:none}`;

/**
 * The one inline script of the prerendered page, run in the head before the body paints.
 *
 * The prerendered file is also what the server answers for every other path (index.html is the
 * fallback of a single-page app), so the script decides:
 * - `/` or `/landing` for a visitor: the landing stays plain HTML and no app script is loaded;
 *   the result cards flip through one delegated click listener (a native button, so Enter and
 *   Space work), mirroring the FlipCard component's aria-pressed, aria-hidden and announcement.
 * - `/` for a signed-in learner (a supabase-js session in local storage): go to /home.
 * - any other path, or an auth redirect carrying tokens: load the app, which renders over the
 *   landing markup in #root, and preload the chunks its start-up asks for once its first script
 *   has run (`startUpScripts`, and `pageScripts` of this address), so they download beside it.
 * ES5 on purpose: it runs before any bundle, in whatever browser opens the page.
 */
export function landingBootScript(
  appScripts: readonly string[],
  startUpScripts: readonly string[] = [],
  pageScripts: Readonly<Record<string, readonly string[]>> = {},
): string {
  return `(function(){
var d=document,h=d.documentElement,l=location,p=l.pathname.replace(/\\/+$/,"")||"/";
function signedIn(){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||"";if(k.indexOf("sb-")===0&&k.slice(-11)==="-auth-token")return true}}catch(e){}return false}
var authRedirect=/(access_token|error_description)=/.test(l.hash)||/[?&]code=/.test(l.search);
if(p==="/"&&signedIn()&&!authRedirect){h.setAttribute(${JSON.stringify(APP_BOOT_ATTRIBUTE)},"");l.replace("/home");return}
if((p!=="/"&&p!=="/landing")||authRedirect){
h.setAttribute(${JSON.stringify(APP_BOOT_ATTRIBUTE)},"");
var srcs=${JSON.stringify(appScripts)};
var pages=${JSON.stringify(pageScripts)},page=p.toLowerCase();
srcs.concat(${JSON.stringify(startUpScripts)},Object.prototype.hasOwnProperty.call(pages,page)?pages[page]:[]).forEach(function(s){var k=d.createElement("link");k.rel="preload";k.as="script";k.href=s;d.head.appendChild(k)});
var run=function(){srcs.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.body.appendChild(e)})};
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run();
return}
var labels=${JSON.stringify(resultCardLabels)};
d.addEventListener("click",function(ev){
var b=ev.target&&ev.target.closest&&ev.target.closest("[${STATIC_LANDING_ATTRIBUTE}] .aayra-flip-card__button");if(!b)return;
var on=b.getAttribute("aria-pressed")!=="true",f=b.querySelector("[data-face=front]"),k=b.querySelector("[data-face=back]"),shown=on?k:f;
b.setAttribute("aria-pressed",String(on));
if(on){f.setAttribute("aria-hidden","true");k.removeAttribute("aria-hidden")}else{k.setAttribute("aria-hidden","true");f.removeAttribute("aria-hidden")}
var live=b.parentNode.querySelector("[aria-live]");if(live)live.textContent=(on?labels.back:labels.front)+": "+shown.textContent});
})();`;
}

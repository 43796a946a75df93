import { resultCardLabels } from '../landing-content';
import {
  APP_BUILD_ATTRIBUTE,
  HOME_FRAME_MARK,
  HOME_SNAPSHOT_ATTRIBUTE,
  HOME_SNAPSHOT_KEY,
  HOME_SNAPSHOT_MAX_AGE_MS,
  HOME_SNAPSHOT_RELEASE_MS,
} from '../../home/snapshot/home-snapshot-format';
import { SIGN_IN_FRAME_ATTRIBUTE, type SignInFrame } from '../../sign-in-frame/sign-in-frame';

/** Set on <html> while the app boots from the prerendered page: the static landing is then hidden. */
export const APP_BOOT_ATTRIBUTE = 'data-app-boot';
/** Wraps the prerendered markup; React replaces it (and with it this marker) when the app renders. */
export const STATIC_LANDING_ATTRIBUTE = 'data-static-landing';

// While Home's kept picture or the sign-in page's frame shows, the app renders out of sight behind
// it (home-snapshot-format.ts, sign-in-frame.ts).
export const staticLandingCss = `html[${APP_BOOT_ATTRIBUTE}] [${STATIC_LANDING_ATTRIBUTE}]{display:none}html[${HOME_SNAPSHOT_ATTRIBUTE}] #root,html[${SIGN_IN_FRAME_ATTRIBUTE}] #root{display:none}`;

/** A short name for this set of app scripts: a new build names other files, so it gets another. */
export function appBuildId(scripts: readonly string[]): string {
  let hash = 5381;
  for (const char of scripts.join('\n')) hash = (Math.imul(hash, 33) + char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/** JSON safe inside an inline <script>: no '</script' (nor '<!--') can end or change it. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

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
 * - `/home` with Home's kept picture of the signed-in learner, taken by this build within a week:
 *   paint it at once, inert, beside #root, which stays hidden until the app hands over (or the
 *   picture's time is up); the app's scripts start once it has painted. Another learner's picture
 *   is deleted; one of another build, or too old, is not shown. With no picture kept (a first
 *   visit), Home's frame (`homeFrame`: its bars and tagline, no figure) is painted the same way.
 * - `/login` for a visitor (no session kept): the sign-in page's frame (`signInFrame`: its heading
 *   and the form's boxes, nothing to type into) is painted the same way, under its own mark, with
 *   the sign-in area's stylesheet; a signed-in learner is sent on by the app and gets no frame.
 * ES5 on purpose: it runs before any bundle, in whatever browser opens the page.
 */
export function landingBootScript(
  appScripts: readonly string[],
  startUpScripts: readonly string[] = [],
  pageScripts: Readonly<Record<string, readonly string[]>> = {},
  homeFrame = '',
  signInFrame: SignInFrame | null = null,
): string {
  return `(function(){
var d=document,h=d.documentElement,l=location,p=l.pathname.replace(/\\/+$/,"")||"/";
function signedIn(){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||"";if(k.indexOf("sb-")===0&&k.slice(-11)==="-auth-token")return true}}catch(e){}return false}
var build=${JSON.stringify(appBuildId([...appScripts, ...startUpScripts, ...Object.values(pageScripts).flat()]))},mark=${JSON.stringify(HOME_SNAPSHOT_ATTRIBUTE)},key=${JSON.stringify(HOME_SNAPSHOT_KEY)};
function learner(){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||"";if(k.indexOf("sb-")===0&&k.slice(-11)==="-auth-token"){var s=JSON.parse(localStorage.getItem(k));s=s&&(s.currentSession||s);return s&&s.user&&typeof s.user.id==="string"?s.user.id:null}}}catch(e){}return null}
function homeSnapshot(){try{
var s=JSON.parse(localStorage.getItem(key)||"null"),u=learner();
if(!s||!u)return null;
if(s.learner!==u){localStorage.removeItem(key);return null}
var age=Date.now()-s.savedAt;
return s.build===build&&age>=0&&age<${HOME_SNAPSHOT_MAX_AGE_MS}&&typeof s.html==="string"?s:null}catch(e){return null}}
function release(m){var all=d.querySelectorAll("["+m+"]");for(var i=0;i<all.length;i++)if(all[i]!==h)all[i].parentNode.removeChild(all[i]);h.removeAttribute(m)}
function paint(s){
var m=s.mark||mark;
var root=d.getElementById("root");if(!root)return false;
var box=d.createElement("div"),i,j;
box.setAttribute(m,s.frame?${JSON.stringify(HOME_FRAME_MARK)}:"");box.setAttribute("aria-busy","true");box.setAttribute("aria-hidden","true");box.setAttribute("inert","");
box.innerHTML=s.html;
var bad=box.querySelectorAll("script,iframe,object,embed,link,meta,style,base,form");for(i=0;i<bad.length;i++)bad[i].parentNode.removeChild(bad[i]);
var all=box.getElementsByTagName("*");for(i=0;i<all.length;i++)for(j=all[i].attributes.length-1;j>=0;j--)if(/^on/i.test(all[i].attributes[j].name))all[i].removeAttribute(all[i].attributes[j].name);
var styles=s.styles instanceof Array?s.styles:[];
for(i=0;i<styles.length;i++)if(styles[i]&&typeof styles[i].css==="string"&&!(styles[i].id&&d.getElementById(styles[i].id))){var st=d.createElement("style");st.setAttribute(m,"");st.textContent=styles[i].css;d.head.appendChild(st)}
// The static landing, hidden while the app boots, is what the app's first render would clear.
root.innerHTML="";
root.parentNode.insertBefore(box,root);
h.setAttribute(m,"");
setTimeout(function(){release(m)},${HOME_SNAPSHOT_RELEASE_MS});
return true}
var authRedirect=/(access_token|error_description)=/.test(l.hash)||/[?&]code=/.test(l.search);
if(p==="/"&&signedIn()&&!authRedirect){h.setAttribute(${JSON.stringify(APP_BOOT_ATTRIBUTE)},"");l.replace("/home");return}
if((p!=="/"&&p!=="/landing")||authRedirect){
h.setAttribute(${JSON.stringify(APP_BOOT_ATTRIBUTE)},"");
h.setAttribute(${JSON.stringify(APP_BUILD_ATTRIBUTE)},build);
var srcs=${JSON.stringify(appScripts)};
var pages=${JSON.stringify(pageScripts)},page=p.toLowerCase();
srcs.concat(${JSON.stringify(startUpScripts)},Object.prototype.hasOwnProperty.call(pages,page)?pages[page]:[]).forEach(function(s){var k=d.createElement("link");k.rel="preload";k.as="script";k.href=s;d.head.appendChild(k)});
var ran=false,run=function(){if(ran)return;ran=true;srcs.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.body.appendChild(e)})};
var frame=${inlineJson(homeFrame)},signIn=${inlineJson(signInFrame)};
var snapshot=authRedirect?null:page==="/home"?homeSnapshot()||(frame&&learner()?{html:frame,styles:[],frame:true}:null)
:page==="/login"&&signIn&&!signedIn()?{html:signIn.html,styles:[{css:signIn.css}],mark:${JSON.stringify(SIGN_IN_FRAME_ATTRIBUTE)}}:null;
var start=function(){
if(!snapshot||!paint(snapshot))return run();
// The picture is painted before the app's first script takes the main thread (a tab in the
// background has no frames: the timer starts it anyway).
if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(run,0)});
setTimeout(run,100)};
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start();
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

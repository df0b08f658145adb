import { createHash } from 'node:crypto';

/**
 * The page's one script, inline in its <head> and allowed by its hash (a CSP 'sha256-...' source),
 * so it holds no data of the couple's or a guest's: what it needs it reads from data- attributes.
 * The page works without it; with it:
 * - the opening cover is shown (only when <html data-opening>) until "Buka Undangan" is tapped;
 * - the countdown ticks ([data-countdown] holds the start, [data-unit] its four numbers, and
 *   data-done the id of what replaces it once the event has begun);
 * - the music button plays and pauses its <audio>, only ever on the guest's tap (aria-pressed says
 *   which), and the music stops when the guest leaves the page for another tab or app;
 * - "Salin" copies an account number ([data-copy]) and says so in [data-copy-status];
 * - forms[data-async] are sent with fetch as JSON, the same fields (attending a boolean, people a number), and
 *   answered inline: data-thanks on success, the server's { message } or data-failed otherwise; a wish
 *   sent is added to the top of [data-wish-list] from <template data-wish>.
 * Without fetch a form posts as usual.
 */
export const PAGE_SCRIPT = `(function(){
var d=document,h=d.documentElement;
h.classList.add('js');
if(h.hasAttribute('data-opening'))h.classList.add('closed');
function all(s,f){[].forEach.call(d.querySelectorAll(s),f)}
function at(e,n){return e.getAttribute(n)}
function two(n){return(n<10?'0':'')+n}
d.addEventListener('DOMContentLoaded',function(){
var page=d.getElementById('halaman');
all('[data-open]',function(b){
if(h.classList.contains('closed'))page.inert=true;
b.addEventListener('click',function(){h.classList.remove('closed');page.inert=false})});
all('[data-countdown]',function(c){
var end=Date.parse(at(c,'data-countdown')),u=c.querySelectorAll('[data-unit]');
(function tick(){
var s=Math.max(0,Math.floor((end-Date.now())/1000)),v=[s/86400,s/3600%24,s/60%60,s%60];
for(var i=0;i<4;i++)u[i].textContent=two(Math.floor(v[i]));
if(s)setTimeout(tick,1000-Date.now()%1000);
else{c.hidden=true;d.getElementById(at(c,'data-done')).hidden=false}})()});
all('[data-music]',function(b){
var a=d.getElementById(at(b,'aria-controls'));
a.controls=false;
function show(){b.setAttribute('aria-pressed',!a.paused)}
a.addEventListener('play',show);a.addEventListener('pause',show);
d.addEventListener('visibilitychange',function(){if(d.hidden)a.pause()});
b.addEventListener('click',function(){if(a.paused){var p=a.play();p&&p.catch(show)}else a.pause()})});
var copied=d.querySelector('[data-copy-status]');
all('[data-copy]',function(b){
if(!navigator.clipboard)return;
b.hidden=false;
b.addEventListener('click',function(){navigator.clipboard.writeText(at(b,'data-copy')).then(function(){
copied.textContent='';copied.textContent=at(copied,'data-copy-status')})})});
all('form[data-async]',function(f){
var out=f.querySelector('.form-answer'),send=f.querySelector('[type=submit]');
f.addEventListener('submit',function(e){
if(!window.fetch)return;
e.preventDefault();
var body={};
new FormData(f).forEach(function(v,k){body[k]=k=='attending'?v=='true':k=='people'?+v:v});
send.disabled=true;out.textContent='';
fetch(f.action,{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(body)})
.then(function(r){return r.json().catch(function(){return{}}).then(function(j){
if(!r.ok)throw{said:j.message};
out.textContent=at(f,'data-thanks');
var list=d.querySelector('[data-wish-list]'),t=d.querySelector('template[data-wish]');
if(f.hasAttribute('data-wish-form')&&list&&t){
var w=t.content.firstElementChild.cloneNode(true);
w.querySelector('.wish-name').textContent=body.name;
w.querySelector('.wish-text').textContent=body.message;
list.insertBefore(w,list.firstChild);list.hidden=false;
var none=d.querySelector('.wishes-empty');if(none)none.hidden=true}
f.reset()})})
.catch(function(j){out.textContent=typeof j.said=='string'?j.said:at(f,'data-failed')})
.then(function(){send.disabled=false})})})})})();`;

/** The script's hash as a Content-Security-Policy source takes it: script-src 'sha256-<this>'. */
export const PAGE_SCRIPT_SHA256 = createHash('sha256').update(PAGE_SCRIPT, 'utf8').digest('base64');

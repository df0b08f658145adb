// The page's own style, the same for every design: mobile first (a 360px phone is the page's
// first reader), one column at most 36rem wide, colours and fonts from the theme's custom
// properties (theme-style.ts). Animation only where the guest has not asked for reduced motion.

export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;background:var(--backdrop);color:var(--text);font:1rem/1.7 var(--font-body);text-align:center;overflow-wrap:break-word}
h1,h2,h3{font-family:var(--font-heading);font-weight:400;color:var(--heading);line-height:1.2;margin:0}
p{margin:0 0 .75rem}
a{color:var(--link);text-underline-offset:.2em}
img{max-width:100%;height:auto;display:block}
:focus-visible{outline:3px solid var(--text);outline-offset:3px}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.page{max-width:36rem;margin:0 auto;background:var(--bg);overflow:hidden;overflow:clip}
@media (min-width:40rem){.page{margin:2rem auto;border-radius:1.5rem;box-shadow:0 1.5rem 4rem rgba(0,0,0,.12)}}
.ornament{height:2.25rem;margin:1rem auto;background:var(--divider) center/contain no-repeat;max-width:14rem}
.eyebrow{margin:0 0 1rem;font-size:.8rem;letter-spacing:.32em;text-transform:uppercase}
.cover,.opening{position:relative;display:grid;place-items:center;min-height:100vh;min-height:100svh;padding:5rem 1.5rem;background:var(--bg)}
.cover::before,.cover::after,.opening::before,.opening::after,.closing::before,.closing::after{content:"";position:absolute;width:min(34vw,10rem);aspect-ratio:1;background:var(--corner) center/contain no-repeat;pointer-events:none}
.cover::before,.opening::before,.closing::before{top:0;left:0}
.cover::after,.opening::after,.closing::after{bottom:0;right:0;transform:rotate(180deg)}
.cover-image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.cover-image+.cover-card{background:color-mix(in srgb,var(--bg) 88%,transparent);border-radius:1.5rem;padding:2rem 1.25rem}
.cover-card{position:relative;z-index:1;max-width:26rem;animation:rise 1.4s ease both}
.names{font-family:var(--font-heading);color:var(--heading);font-size:clamp(2.75rem,14vw,4.75rem);line-height:1.05;margin:0 0 .5rem}
.names span{display:block}
.names .amp{font-size:.6em;margin:.15em 0;font-style:italic}
.cover-date{font-family:var(--font-heading);font-size:1.15rem;letter-spacing:.04em}
.guest{margin:2rem auto 0;padding:1.25rem 1rem;border-top:1px solid var(--line);border-bottom:1px solid var(--line);max-width:20rem}
.guest p{margin:0}
.guest-label{font-size:.85rem}
.guest-session{font-size:.9rem;font-weight:600}
.guest-name{font-family:var(--font-heading);font-size:1.5rem;color:var(--heading);margin:.25rem 0!important}
.note{font-size:.8rem;margin:.75rem 0 0}
.pass-link{margin:.75rem 0 0!important;font-size:.9rem}
.pass{max-width:20rem;margin:0 auto}
.pass-code svg{display:block;width:100%;max-width:16rem;height:auto;margin:0 auto;background:#fff;border-radius:.5rem}
.pass-name{font-family:var(--font-heading);font-size:1.4rem;color:var(--heading);margin:1rem 0 .25rem}
.pass-people{margin:0;font-size:.95rem}
.section{padding:3.25rem 1.5rem}
.section>h2{font-size:2.25rem}
.section>h2::after{content:"";display:block;height:2.25rem;max-width:13rem;margin:.75rem auto 1.5rem;background:var(--divider) center/contain no-repeat}
.lead{max-width:30rem;margin:0 auto 2rem}
.greeting{padding-top:3rem;padding-bottom:1.5rem}
.greeting p{font-family:var(--font-heading);font-size:1.15rem;line-height:1.8;white-space:pre-line;max-width:30rem;margin:0 auto 1rem}
.person{margin:0 auto;max-width:28rem}
.person-nick{font-family:var(--font-heading);font-size:3rem;color:var(--heading);line-height:1.1;margin:0 0 .5rem}
.person h3{font-family:var(--font-body);font-size:1.1rem;font-weight:700;color:var(--text);margin:0 0 .5rem;letter-spacing:.02em}
.parents{font-size:.95rem}
.couple .amp{font-family:var(--font-heading);font-size:3rem;color:var(--heading);margin:1.5rem 0;line-height:1}
.card{background:var(--surface);border:1px solid var(--line);border-radius:1.25rem;padding:2rem 1.5rem;box-shadow:0 .5rem 1.5rem rgba(0,0,0,.05)}
.events{display:grid;gap:1.5rem}
.event h3{font-size:1.75rem;margin-bottom:1rem}
.event-day{font-weight:700;margin:0}
.event-time{margin:0 0 1rem}
.event-venue{font-family:var(--font-heading);font-size:1.2rem;color:var(--link);margin:0 0 .25rem}
.event-address{font-size:.95rem;white-space:pre-line}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin:1.25rem 0 0}
.calendar{margin:1.25rem 0 0;font-size:.9rem}
.calendar a{display:inline-block;padding:.35rem .25rem;margin:0 .25rem}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:.6rem 1.5rem;border:1px solid var(--button);border-radius:999px;background:var(--button);color:var(--on-primary);font:inherit;font-size:.95rem;letter-spacing:.04em;text-decoration:none;cursor:pointer}
.button.ghost{background:transparent;color:var(--link);border-color:var(--primary)}
.button:disabled{opacity:.6;cursor:not-allowed}
.countdown{display:grid;grid-template-columns:repeat(4,1fr);gap:.625rem;max-width:26rem;margin:0 auto}
.countdown>div{background:var(--surface);border:1px solid var(--line);border-radius:1rem;padding:.875rem .25rem}
.count{display:block;font-family:var(--font-heading);font-size:2rem;line-height:1.1;color:var(--heading);font-variant-numeric:tabular-nums}
.unit{font-size:.75rem;letter-spacing:.12em;text-transform:uppercase}
.countdown-for{margin:1.25rem 0 0}
.story{text-align:left}
.story p{white-space:pre-line}
.story p:first-child::first-letter{font-family:var(--font-heading);font-size:3.2em;float:left;line-height:.9;margin:.05em .1em 0 0;color:var(--heading)}
.story p:last-child{margin:0}
.gallery{display:grid;grid-template-columns:1fr 1fr;gap:.625rem}
.gallery img{width:100%;height:100%;aspect-ratio:4/5;object-fit:cover;border-radius:.875rem;background:var(--surface)}
.gallery img:first-child{grid-column:1/-1;aspect-ratio:auto}
.gallery img:last-child:nth-child(even){grid-column:1/-1;aspect-ratio:3/2}
.music{padding:0 1.5rem 3rem}
.music audio{width:100%;max-width:22rem;margin:.5rem auto 0}
.music-toggle{display:none}
.js .music{padding:0}
.js .music audio,.js .music-title{display:none}
.js .music-toggle{display:inline-flex;position:fixed;right:1rem;bottom:1rem;z-index:5;width:3.25rem;height:3.25rem;padding:0;border-radius:50%;box-shadow:0 .5rem 1.25rem rgba(0,0,0,.2)}
.music-toggle svg{width:1.4rem;height:1.4rem}
.music-toggle[aria-pressed=true] .icon-play,.music-toggle[aria-pressed=false] .icon-pause{display:none}
.js body:has(.order-bar) .music-toggle{bottom:5.5rem}
.gifts{display:grid;gap:1.25rem}
.gift h3{font-family:var(--font-body);font-size:.85rem;font-weight:700;letter-spacing:.28em;text-transform:uppercase;color:var(--link)}
.gift-number{font-family:var(--font-heading);font-size:1.6rem;letter-spacing:.08em;color:var(--heading);margin:.5rem 0 .25rem;user-select:all;font-variant-numeric:tabular-nums}
.gift-holder{margin:0 0 1rem}
.form{text-align:left;max-width:30rem;margin:0 auto}
.form fieldset{border:0;margin:0;padding:0;min-width:0}
.form label,.form legend{display:block;font-size:.9rem;font-weight:700;margin:1rem 0 .375rem;padding:0}
.form fieldset.field{margin-top:1rem}
.form fieldset.field legend{margin:0 0 .25rem}
.form .field:first-child label{margin-top:0}
.form input[type=text],.form select,.form textarea{display:block;width:100%;padding:.75rem .875rem;border:1px solid var(--line);border-radius:.75rem;background:var(--bg);color:var(--text);font:inherit}
.form textarea{min-height:6.5rem;resize:vertical}
.form .choices{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.form .choices label{display:flex;align-items:center;gap:.5rem;font-weight:400;margin:0;min-height:2.75rem}
.form .choices input{width:1.25rem;height:1.25rem;accent-color:var(--primary);margin:0}
.form .optional{font-weight:400}
.form .button{width:100%;margin-top:1.5rem}
.form-answer:empty{display:none}
.form-answer,.notice{margin:1rem 0 0;padding:.75rem 1rem;border-radius:.75rem;border:1px solid var(--line);background:var(--bg);text-align:center}
.notice{max-width:30rem;margin:0 auto 1.5rem}
.preview-note{font-size:.85rem;margin:1rem 0 0;text-align:center}
.wishes{list-style:none;margin:2rem auto 0;padding:0;max-width:30rem;text-align:left;display:grid;gap:.75rem}
.wish{background:var(--surface);border:1px solid var(--line);border-radius:1rem;padding:1rem 1.25rem}
.wish p{margin:0}
.wish-name{font-weight:700;color:var(--link)}
.wish-text{white-space:pre-line;margin:.25rem 0!important}
.wish-day{font-size:.8rem}
.wishes-empty{margin:2rem 0 0}
.closing{position:relative;padding:5rem 1.5rem 6rem;border-top:1px solid var(--line)}
.closing p{max-width:30rem;margin:0 auto 1rem}
.closing-names{font-family:var(--font-heading);font-size:2.75rem;line-height:1.2;color:var(--heading);margin-top:1.5rem!important}
.opening{display:none}
.js .opening{display:grid;position:fixed;inset:0;z-index:10;opacity:0;visibility:hidden;transition:opacity .8s ease,visibility 0s .8s}
.closed .opening{opacity:1;visibility:visible;transition:none}
.closed body{overflow:hidden}
.opening .button{margin-top:2rem}
.preview{position:fixed;top:1.5rem;left:-3.25rem;z-index:20;transform:rotate(-45deg);width:12rem;padding:.3rem 0;margin:0;background:#a3231b;color:#fff;font:700 .8rem/1.4 system-ui,sans-serif;letter-spacing:.18em;text-transform:uppercase;box-shadow:0 .25rem .75rem rgba(0,0,0,.25);pointer-events:none}
@keyframes rise{from{opacity:0;transform:translateY(1rem)}to{opacity:1;transform:none}}
@media (min-width:40rem){.section{padding:4rem 3rem}.couple{display:grid;grid-template-columns:1fr auto 1fr;align-items:start;gap:1rem}.couple .amp{margin-top:1rem}}
.order-bar{position:fixed;left:0;right:0;bottom:0;z-index:30;display:flex;align-items:center;justify-content:center;gap:.75rem;padding:.6rem 1rem;background:#fff;color:#2b1d22;box-shadow:0 -4px 18px rgba(0,0,0,.15);font:0.85rem/1.3 system-ui,sans-serif}
.order-bar p{margin:0}.order-bar strong{display:block}
.order-bar a{flex:none;padding:.75rem 1.25rem;border-radius:999px;background:#7a2f4b;color:#fff;font-weight:700;text-decoration:none}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*,*::before,*::after{animation:none!important;transition:none!important}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * The public pages' style and script (public-pages.ts). The style is inline (one round trip less);
 * the script is a file of its own because the Content-Security-Policy allows scripts from this
 * origin, and inline ones only by the hashes of index.html's.
 */

/** The app's look in a few rules: Promptario violet, Fluent's type ramp, light and dark by the system's preference. */
export const publicPageCss = `
:root{color-scheme:light dark;--bg:#fafafa;--surface:#fff;--text:#242424;--muted:#5c5c5c;--border:#d1d1d1;--brand:#5b3fd9;--brand-text:#fff;--link:#4f35c2;--free:#0e6027;--free-bg:#e7f4e8;--premium:#7a4a00;--premium-bg:#fdf0dc;--focus:#000}
@media (prefers-color-scheme:dark){:root{--bg:#1b1a1f;--surface:#26252b;--text:#f0f0f0;--muted:#c4c4c4;--border:#48474f;--brand:#a99bf5;--brand-text:#16141f;--link:#b9adf8;--free:#9fd89f;--free-bg:#1d3b22;--premium:#f5c77e;--premium-bg:#40300f;--focus:#fff}}
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 'Segoe UI',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif}
a{color:var(--link)}
a:focus-visible,button:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:var(--surface);padding:8px;z-index:1}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
header.site nav{display:flex;flex-wrap:wrap;gap:16px;align-items:center;max-width:960px;margin:0 auto;padding:12px 16px}
header.site .brand{font-weight:700;font-size:20px;color:var(--text);text-decoration:none;margin-right:auto}
main{max-width:960px;margin:0 auto;padding:8px 16px 48px}
h1{font-size:28px;line-height:36px;margin:16px 0 8px}h2{font-size:20px;line-height:28px}
.lead,.rule,.shared-by{color:var(--muted)}
.breadcrumb ol{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:8px 0;font-size:14px}
.breadcrumb li+li::before{content:'›';margin-right:8px;color:var(--muted)}
.cards{list-style:none;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.card{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:12px 16px}
.card h2,.card h3{font-size:16px;line-height:22px;margin:0 0 4px}
.excerpt{color:var(--muted);font-size:14px;margin:4px 0 0}
.badges{margin:0}.badge{display:inline-block;font-size:12px;font-weight:600;border-radius:10000px;padding:0 8px}
.badge.free{color:var(--free);background:var(--free-bg)}.badge.premium,.badge.paid{color:var(--premium);background:var(--premium-bg)}
.facts{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0 16px}.facts div{display:flex;gap:6px}.facts dt{color:var(--muted)}.facts dd{margin:0}
.content{white-space:pre-wrap;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:16px;overflow-wrap:anywhere}
.teaser{font-size:18px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
.button{display:inline-block;font:inherit;font-weight:600;border:1px solid var(--border);border-radius:4px;padding:6px 16px;background:var(--surface);color:var(--text);text-decoration:none;cursor:pointer}
.button.primary{background:var(--brand);border-color:var(--brand);color:var(--brand-text)}
.pagination{display:flex;gap:16px;align-items:center;margin:24px 0}
footer.site{max-width:960px;margin:0 auto;padding:16px;color:var(--muted);font-size:14px;border-top:1px solid var(--border)}
`.replace(/\n/g, '');

/** The copy button: shown once this runs, copies the prompt, says "Copied" for 2 seconds (as the app's cards do). */
export const publicPageScript = `document.querySelectorAll('button[data-copy]').forEach(function(b){var l=b.textContent;b.hidden=false;b.addEventListener('click',function(){var t=document.getElementById(b.getAttribute('data-copy'));navigator.clipboard.writeText(t.textContent).then(function(){b.textContent=b.getAttribute('data-copied');setTimeout(function(){b.textContent=l},2000)})})});
`;

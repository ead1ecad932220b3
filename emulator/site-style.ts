/**
 * The look of the emulator's generated export (`site.ts`): the stylesheet an export carries in `_next/static/css/`
 * and the logo, so `npm run demo` shows a page laid out as Mintlify lays out docs (navbar, sidebar, content, table of
 * contents) rather than unstyled markup. Selectors use Mintlify's ids (`#navbar`, `#sidebar`, `#content-area`,
 * `#table-of-contents`, `#search-bar-entry`), which search indexing and the browser tests rely on.
 */

/** Height of the logo in the navbar, in CSS pixels (the SVG's own size too, so it stays small unstyled). */
export const LOGO_HEIGHT = 28;

/** The logo (`logo/dark.svg`): a sized mark in the theme's colour, not an unsized shape that fills the page. */
export const LOGO_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_HEIGHT}" height="${LOGO_HEIGHT}" viewBox="0 0 32 32">` +
  '<rect width="32" height="32" rx="8" fill="#0d9373"/>' +
  '<path d="M9 22V10l7 7 7-7v12" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" ' +
  'stroke-linejoin="round"/></svg>\n';

/** Height of the navbar (its two rows: logo and search, then tabs), which the sticky columns sit below. */
const NAVBAR = '104px';

const RULES = `
:root{--primary:#0d9373;--primary-light:#e6f6f1;--text:#1f2937;--muted:#6b7280;--border:#e5e7eb;--code:#0f172a}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:120px}
body{margin:0;background:#fff;color:var(--text);font:16px/1.7 Inter,ui-sans-serif,system-ui,-apple-system,
"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--primary);text-decoration:none}
a:hover{text-decoration:underline}
img{max-width:100%;height:auto}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);border:0}
#navbar{position:sticky;top:0;z-index:20;height:${NAVBAR};padding:0 32px;background:rgba(255,255,255,.95);
border-bottom:1px solid var(--border);backdrop-filter:blur(8px)}
.navbar-row{display:flex;align-items:center;gap:24px;height:64px}
.logo-link{display:flex;flex:none;align-items:center;gap:10px;color:#111827;font-weight:600;font-size:17px}
.logo-link:hover{text-decoration:none}
.logo{display:block;width:auto;height:${LOGO_HEIGHT}px}
#search-bar-entry{display:flex;flex:0 1 380px;align-items:center;justify-content:space-between;height:38px;
margin:0 auto;padding:0 14px;border:1px solid var(--border);border-radius:999px;background:#f9fafb;
color:var(--muted);font:inherit;font-size:14px;cursor:pointer}
#search-bar-entry:hover{border-color:#d1d5db;background:#fff}
kbd{padding:1px 6px;border:1px solid var(--border);border-radius:6px;background:#fff;font:12px ui-monospace,monospace}
.navbar-link{flex:none;color:var(--muted);font-size:14px}
.navbar-cta{flex:none;padding:6px 14px;border-radius:999px;background:var(--primary);color:#fff;font-size:14px}
.navbar-cta:hover{text-decoration:none;opacity:.9}
.nav-tabs{display:flex;gap:24px;height:40px;overflow-x:auto;white-space:nowrap;font-size:14px}
.nav-tab{display:flex;align-items:center;border-bottom:2px solid transparent;color:var(--muted)}
.nav-tab:hover{border-bottom-color:#d1d5db;color:var(--text);text-decoration:none}
.layout{display:grid;grid-template-columns:272px minmax(0,1fr) 232px;max-width:1440px;margin:0 auto}
#sidebar{position:sticky;top:${NAVBAR};align-self:start;height:calc(100vh - ${NAVBAR});overflow-y:auto;
padding:28px 16px 40px 32px;border-right:1px solid #f3f4f6;font-size:14px}
.sidebar-title{margin:0 0 8px 12px;color:#111827;font-weight:600;font-size:13px}
.sidebar-group{margin:0;padding:0;list-style:none}
.sidebar-link{display:block;padding:5px 12px;border-radius:8px;color:var(--muted);line-height:1.5}
.sidebar-link::first-letter,#content-area h1::first-letter{text-transform:uppercase}
.sidebar-link:hover{background:#f3f4f6;color:var(--text);text-decoration:none}
#content-container{min-width:0;padding:40px 56px 80px}
#content-area{max-width:760px}
#content-area h1{margin:0 0 12px;color:#111827;font-size:32px;line-height:1.25;letter-spacing:-.02em}
.page-description{margin:0 0 32px;color:var(--muted);font-size:18px}
#content-area h2{margin:40px 0 12px;color:#111827;font-size:22px;line-height:1.35}
#content-area h3{margin:32px 0 8px;color:#111827;font-size:18px}
#content-area p{margin:0 0 16px}
.anchor{margin-right:8px;color:#d1d5db}
.anchor:hover{color:var(--primary);text-decoration:none}
#content-area .hero{height:120px;margin:32px 0;border-radius:16px;background-color:var(--primary-light);
background-image:linear-gradient(135deg,var(--primary-light),#f0f9ff);background-size:cover}
#content-area img{display:block;max-height:320px;margin:24px 0;border-radius:12px}
.code-block{margin:20px 0 28px}
.code-block pre{margin:0;padding:16px 20px;overflow-x:auto;border-radius:14px;background:var(--code);color:#e2e8f0;
font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,monospace}
.token.function{color:#7dd3fc}
.token.parameter{color:#fcd34d}
.callout{margin:16px 0;padding:14px 18px;border:1px solid #a7f3d0;border-radius:14px;background:#ecfdf5}
.callout p{margin:0}
code{padding:1px 5px;border-radius:6px;background:#f3f4f6;font:.875em ui-monospace,SFMono-Regular,Menlo,monospace}
pre code{padding:0;background:none}
.page-footer{display:flex;justify-content:space-between;margin-top:56px;padding-top:24px;
border-top:1px solid var(--border);color:var(--muted);font-size:14px}
#table-of-contents{position:sticky;top:${NAVBAR};align-self:start;padding:40px 24px 40px 8px;font-size:13px}
.toc-title{margin:0 0 10px;color:#111827;font-weight:600}
#table-of-contents ul{margin:0;padding:0 0 0 14px;border-left:1px solid var(--border);list-style:none}
#table-of-contents li{padding:3px 0}
#table-of-contents a{color:var(--muted)}
#table-of-contents a:hover{color:var(--primary);text-decoration:none}
.not-found{max-width:560px;margin:120px auto;padding:0 24px;text-align:center}
.not-found h1{margin:0 0 12px;font-size:32px}
@media (max-width:1100px){.layout{grid-template-columns:240px minmax(0,1fr)}#table-of-contents{display:none}}
@media (max-width:760px){.layout{display:block}#sidebar,.nav-tabs,.navbar-link{display:none}
#navbar{height:64px;padding:0 16px}#content-container{padding:24px 20px 64px}}
`;

/**
 * The export's stylesheet: `fontFaces` (the `@font-face` rules, which the defects may alter) and the layout rules.
 */
export function siteStylesheet(fontFaces: string): string {
  // Minified as an export's is: every line above ends between declarations or rules.
  return `${fontFaces}${RULES.trim().split('\n').join('')}\n`;
}

/**
 * What wires Pagefind's search into Mintlify's own search box (issue 25 "Wiring"): the tags each page gets in its
 * `<head>`, and the script they load. Everything is a file under `pagefind/`, so nothing leaves the site and a strict
 * Content-Security-Policy can allow the scripts by path (Pagefind's WebAssembly also needs `'wasm-unsafe-eval'`).
 */

/** The wiring script's file name, inside the `pagefind/` folder Pagefind writes. */
export const WIRE_SCRIPT = 'mintlify-search.js';

/**
 * The tags added before a page's `</head>`: Pagefind's Component UI (stylesheet and module) and the wiring script.
 * @param basePath '' or the site's base path (`/docs`): the bundle is loaded from `${basePath}/pagefind/`, never
 *   from the root (under `/docs` the default `/pagefind/pagefind.js` is a 404)
 */
export function headTags(basePath: string): string {
  const bundle = `${basePath}/pagefind/`;
  return (
    `<link rel="stylesheet" href="${bundle}pagefind-component-ui.css">` +
    `<script type="module" src="${bundle}pagefind-component-ui.js"></script>` +
    `<script defer src="${bundle}${WIRE_SCRIPT}"></script>`
  );
}

/**
 * The wiring script. It listens once on `window`, in the capture phase, so it sees a click on `#search-bar-entry`
 * (or `#search-bar-entry-mobile`) and ⌘K/Ctrl+K before the page's own handlers (which would open the cloud search),
 * and it keeps working after React re-renders the navbar or navigates on the client. The bundle path is the folder
 * the script itself was loaded from, so the same file works at the root and under any base path. Pagefind's modal
 * (`<pagefind-modal>`, Component UI 1.6) is added to `<body>` once; Escape closes it and results are plain links.
 */
export const WIRE_SCRIPT_SOURCE = `// Written by the Mintlify static export action (search: pagefind): opens Pagefind's
// search from Mintlify's search box and its keyboard shortcut, instead of the hosted (cloud) search.
(function () {
  var script = document.currentScript;
  var bundle = script ? new URL('./', script.src).pathname : '/pagefind/';
  var ENTRY = '#search-bar-entry, #search-bar-entry-mobile';
  var modal;
  function ensureModal() {
    if (modal && modal.isConnected) return modal;
    var config = document.createElement('pagefind-config');
    config.setAttribute('bundle-path', bundle);
    config.setAttribute('base-url', '/');
    modal = document.createElement('pagefind-modal');
    document.body.appendChild(config);
    document.body.appendChild(modal);
    return modal;
  }
  function open(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var target = ensureModal();
    customElements.whenDefined('pagefind-modal').then(function () {
      target.open();
    });
  }
  window.addEventListener(
    'click',
    function (event) {
      var element = event.target;
      if (element && element.closest && element.closest(ENTRY)) open(event);
    },
    true,
  );
  window.addEventListener(
    'keydown',
    function (event) {
      var k = (event.key || '').toLowerCase();
      if (k === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) open(event);
    },
    true,
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ensureModal);
  else ensureModal();
})();
`;

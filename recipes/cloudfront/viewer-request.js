// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export in
// the `.html` layout (the API export: guides/getting-started.html) in an S3 origin. Canonical and sitemap
// URLs are extensionless (/guides/getting-started), and CloudFront's default root object applies to the
// root URL only. This maps:
//   /          -> /index.html
//   /x/        -> 301 to /x (query string kept): x/index.html does not exist in this layout (S3 answers 403)
//   /x         -> /x.html when x is a page (isPage: /guides/a, /changelog/v1.2)
// and leaves every other path unchanged, so each file is served at its own URL (/captions/a.vtt,
// /pagefind/pagefind.en_1a2b.pf_meta, /llms.txt). The query string is kept. The action's `host: cloudfront`
// check uses exactly these rules (src/verify/hosts.ts, cloudfrontRequest).
// For the folder layout (the CLI's `mint export`: guides/getting-started/index.html) use
// viewer-request-folders.js instead.
// BASE: the site's base-path (input base-path) when it is served under a path:
// e.g. '/docs', no trailing slash; '' at the root. The function is then associated with the behaviours for /docs
// and /docs/*, and /docs and /docs/ are the home page.
var BASE = '';

// PAGES null: a last segment with a dot is a file when its extension looks like one (FILE_EXTENSION: .vtt,
// .pf_meta, .woff2), else a page (/changelog/v1.2). A page named like a file (/frameworks/vue.js) or a file
// without a dot (/CNAME) needs the site's own lists: the action's input cloudfront-function writes this function
// with them (docs/hosts/s3-cloudfront.md).
var PAGES = null;
var FILES = [];
var FILE_EXTENSION = /^[A-Za-z][A-Za-z0-9_]*$/;

// The query string as the viewer sent it (values stay percent-encoded), after the AWS CloudFront guide's
// "Add the query string to a redirect" example.
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var item = querystring[name];
    var values = item.multiValue ? item.multiValue : [item];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

// A last segment without a dot is a page and one with a dot a file, except for the site's PAGES and FILES.
function isPage(uri) {
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  if (PAGES === null) return dot === -1 || !FILE_EXTENSION.test(last.slice(dot + 1));
  var path;
  try {
    path = decodeURIComponent(uri.indexOf(BASE + '/') === 0 ? uri.slice(BASE.length) : uri);
  } catch (e) {
    return dot === -1;
  }
  return dot === -1 ? FILES.indexOf(path) === -1 : PAGES.indexOf(path) !== -1;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === BASE + '/' || (BASE !== '' && uri === BASE)) {
    request.uri = BASE + '/index.html';
  } else if (uri.charAt(uri.length - 1) === '/') {
    var location = uri.replace(/\/+$/, '') || '/';
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location + queryString(request.querystring) } },
    };
  } else if (isPage(uri)) {
    request.uri = uri + '.html';
  }
  return request;
}

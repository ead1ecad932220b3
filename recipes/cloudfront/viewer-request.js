// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export in
// the `.html` layout (the API export: guides/getting-started.html) in an S3 origin. Canonical and sitemap
// URLs are extensionless (/guides/getting-started), and CloudFront's default root object applies to the
// root URL only. This maps:
//   /          -> /index.html
//   /x/        -> 301 to /x on this host (query string kept): x/index.html does not exist in this layout
//                 (S3 answers 403); //evil.example/ goes to /evil.example, never to another host
//   /x         -> /x.html when x is a page (isPage: /guides/a, /changelog/v1.2), or /x/index.html for a page
//                 the site keeps in that form (OTHERS)
// and leaves every other path unchanged, so each file is served at its own URL (/captions/a.vtt,
// /pagefind/pagefind.en_1a2b.pf_meta, /llms.txt). The query string is kept. The action's `host: cloudfront`
// check uses exactly these rules (site/hosts/hosts.ts, cloudfrontRequest).
// For the folder layout (the CLI's `mint export`: guides/getting-started/index.html) use
// viewer-request-folders.js instead.
// BASE: the site's base-path (input base-path) when it is served under a path:
// e.g. '/docs', no trailing slash; '' at the root. The function is then associated with the behaviours for /docs
// and /docs/*, /docs and /docs/ are the home page, and a path outside /docs/ (/ itself) is left as it is.
var BASE = '';

// PAGES null: a last segment with a dot is a file when its extension looks like one (FILE_EXTENSION: .vtt,
// .pf_meta, .woff2), else a page (/changelog/v1.2). A page named like a file (/frameworks/vue.js) or a file
// without a dot (/CNAME) needs the site's own lists: the action's input cloudfront-function writes this function
// with them (docs/hosts/s3-cloudfront.md), and so does a page kept in the other layout's form (OTHERS).
// FILES: files without a dot served as files all the same (below BASE): the answer external-assets: bundle
// writes to Mintlify's /_mintlify/api/user.
var PAGES = null;
var FILES = ['/_mintlify/api/user'];
var OTHERS = [];
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
// path: the URI below BASE, decoded (S3 looks up the decoded key: report%2Epdf is report.pdf); undefined when it
// does not decode.
function isPage(uri, path) {
  var name = path === undefined ? uri : path;
  var last = name.slice(name.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  if (PAGES === null) return dot === -1 ? FILES.indexOf(path) === -1 : !FILE_EXTENSION.test(last.slice(dot + 1));
  if (path === undefined) return dot === -1;
  return dot === -1 ? FILES.indexOf(path) === -1 : PAGES.indexOf(path) !== -1;
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === BASE || uri === BASE + '/') {
    request.uri = BASE + '/index.html';
  } else if (uri.indexOf(BASE + '/') !== 0) {
    // Not a path of this site: / when BASE is '/docs' (if a behaviour sends it here) goes to the origin as it is.
    return request;
  } else if (uri.charAt(uri.length - 1) === '/') {
    // One leading slash: a browser reads '//evil.example' or '/\evil.example' as another host.
    var location = '/' + uri.replace(/\/+$/, '').replace(/^[/\\\t\n\r]+/, '');
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location + queryString(request.querystring) } },
    };
  } else {
    var path;
    try {
      path = decodeURIComponent(uri.slice(BASE.length));
    } catch (e) {
      path = undefined;
    }
    if (isPage(uri, path)) request.uri = uri + (OTHERS.indexOf(path) === -1 ? '.html' : '/index.html');
  }
  return request;
}

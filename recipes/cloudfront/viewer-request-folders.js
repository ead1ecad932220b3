// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export in
// the folder layout (the CLI's `mint export`: guides/getting-started/index.html) in an S3 origin, whose
// REST endpoint has no index documents. Links, canonical and sitemap URLs are extensionless
// (/guides/getting-started), and CloudFront's default root object applies to the root URL only. This maps:
//   /          -> /index.html
//   /x/        -> 301 to /x (query string kept): one URL per page, the one links use, so relative URLs in a
//                 page resolve the same way for every visitor
//   /x         -> /x/index.html (a page: no "." in the last segment, or an extension not in ASSETS,
//                             so /changelog/v1.2 -> /changelog/v1.2/index.html)
// and leaves assets (/x.css, /x.html, /x.txt, /x.md, /llms.txt) unchanged. The query string is kept.
// The action's `host: cloudfront` check uses exactly these rules (src/verify/hosts.ts, cloudfrontRequest).
// For the `.html` layout (the API export: guides/getting-started.html) use viewer-request.js instead.
// The site's base-path when it is served under a path (e.g. '/docs', no trailing slash; '' at the root): the
// function is then associated with the behaviours for /docs and /docs/*, and /docs and /docs/ are the home page.
var BASE = '';

// prettier-ignore
var ASSETS = [
  'html', 'htm', 'txt', 'md', 'xml', 'json', 'webmanifest', 'js', 'mjs', 'map', 'css', 'wasm',
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'tif', 'tiff',
  'woff', 'woff2', 'ttf', 'otf', 'eot', 'pdf', 'zip', 'gz', 'csv', 'yaml', 'yml',
  'mp4', 'webm', 'mov', 'mp3', 'wav', 'ogg', 'm4a', 'rss', 'atom', 'asc', 'pem',
];

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

function isAsset(uri) {
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  return dot !== -1 && ASSETS.indexOf(last.slice(dot + 1).toLowerCase()) !== -1;
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
  } else if (!isAsset(uri)) {
    request.uri = uri + '/index.html';
  }
  return request;
}

// CloudFront Function (runtime cloudfront-js-2.0), viewer request event, for a Mintlify static export
// in an S3 origin. Pages are files such as guides/getting-started.html, while canonical and sitemap
// URLs are extensionless (/guides/getting-started), and CloudFront's default root object applies to
// the root URL only. This maps:
//   /      -> /index.html
//   /x/    -> /x/index.html
//   /x     -> /x.html        (no "." in the last path segment)
// and leaves everything else (assets, /x.html, /x.txt) unchanged. The query string is kept as it is.
// The action's `host: cloudfront` check uses exactly these rules.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
  } else if (uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = uri + '.html';
  }
  return request;
}

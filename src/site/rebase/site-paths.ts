/**
 * Which root-absolute paths name a file or page of the site (issue 37 item 3): the test the rebase applies to a URL
 * written as data (an `href` member of an object prop), where a URL the site does not have is taken for data.
 */

/**
 * A predicate over URL paths: whether `/x` names one of `files` as a static host serves it (`/x` as `x`, `x.html` or
 * `x/index.html`; `/x/` as `x/index.html`; `/` as `index.html`). The query and fragment are ignored; the path is
 * percent-decoded (a path that does not decode names nothing).
 * @param files the site's files, relative to its root with `/` separators (the unpack's list)
 */
export function sitePaths(files: readonly string[]): (path: string) => boolean {
  const set = new Set(files);
  return (url) => {
    let path = url.replace(/[?#].*$/s, '');
    if (!path.startsWith('/') || path.startsWith('//')) return false;
    try {
      path = decodeURIComponent(path.slice(1));
    } catch {
      return false;
    }
    if (path === '' || path.endsWith('/')) return set.has(`${path}index.html`);
    return set.has(path) || set.has(`${path}.html`) || set.has(`${path}/index.html`);
  };
}

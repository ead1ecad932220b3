/**
 * An RSC payload starts with a row: `<hex id>:` and a JSON value, a client reference, a hint or a text row. Tested
 * on a `.txt` file's first bytes by the rebase (`rebase-files.ts`) and `external-assets: report` (`verify/check.ts`).
 */
export const RSC_START = /^[0-9a-f]{0,8}:(?:["[{]|I\[|H[A-Za-z]|T[0-9a-f]+,)/;

/**
 * Whether a site file may be an RSC payload by its name (relative to the site root, `/` separators): a `.txt` file
 * other than `robots.txt`, `llms.txt` and `llms-full.txt`; its content then tells ({@link RSC_START}).
 */
export function mayBeRscPayload(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  return name.endsWith('.txt') && file.toLowerCase() !== 'robots.txt' && !/^llms(-full)?\.txt$/.test(name);
}

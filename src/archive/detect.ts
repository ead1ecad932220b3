import { ArchiveFormatError } from './guard.ts';

/** Archive formats the action reads. The service sends gzip-compressed tar; one docs revision shows zip. */
export type ArchiveFormat = 'tar.gz' | 'tar' | 'zip';

/** Bytes needed by {@link detectFormat}. */
export const DETECT_BYTES = 512;

/**
 * Tells the format from the first bytes, whatever the link's file name says.
 * @throws ArchiveFormatError saying what arrived instead (an HTML page, an XML error, …)
 */
export function detectFormat(head: Buffer): ArchiveFormat {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (head.length >= 263 && head.toString('latin1', 257, 262) === 'ustar') return 'tar';
  throw new ArchiveFormatError(
    `The bundle is not an archive: it is ${describeBytes(head)}.`,
    'The link may have served an error page instead of the bundle. Re-run the step; if it happens again, report the job id to Mintlify support.',
  );
}

/** What a short prefix of bytes looks like, for error messages. */
export function describeBytes(head: Buffer): string {
  if (head.length === 0) return 'empty';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  const firstLine = (text.split(/\r?\n/, 1)[0] ?? '').slice(0, 120);
  if (/^<\?xml/i.test(text)) {
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    return `an XML document${code ? ` (S3 error ${code})` : ''}: ${firstLine}`;
  }
  if (/^<(!doctype html|html)/i.test(text)) return `an HTML page: ${firstLine}`;
  if (/^[{[]/.test(text)) return `JSON: ${firstLine}`;
  // eslint-disable-next-line no-control-regex -- printable ASCII and the three white-space controls is what "text" means here
  if (/^[\x09\x0a\x0d\x20-\x7e]*$/.test(head.toString('latin1', 0, Math.min(64, head.length)))) return `text: ${firstLine}`;
  return `of an unknown format (first bytes ${head.subarray(0, 8).toString('hex')})`;
}

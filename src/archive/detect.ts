import { describeBody } from '../http/describe.ts';
import { ArchiveFormatError } from './guard.ts';
import { isTarHeader } from './tar.ts';

/** Archive formats the action reads. The service sends gzip-compressed tar; one docs revision shows zip. */
export type ArchiveFormat = 'tar.gz' | 'tar' | 'zip';

/** Formats recognised only to say plainly what arrived, by their magic bytes. */
const OTHER_FORMATS: [string, Buffer][] = [
  ['xz-compressed', Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])],
  ['bzip2-compressed', Buffer.from('BZh', 'latin1')],
  ['zstd-compressed', Buffer.from([0x28, 0xb5, 0x2f, 0xfd])],
  ['a 7z archive', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  ['a RAR archive', Buffer.from('Rar!', 'latin1')],
];

/** Bytes needed by {@link detectFormat}. */
export const DETECT_BYTES = 512;

/**
 * Tells the format from the first bytes, whatever the link's file name says.
 * @throws ArchiveFormatError saying what arrived instead (an HTML page, an XML error, …)
 */
export function detectFormat(head: Buffer): ArchiveFormat {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (isTarHeader(head)) return 'tar';
  const other = OTHER_FORMATS.find(([, magic]) => head.subarray(0, magic.length).equals(magic));
  if (other) {
    throw new ArchiveFormatError(
      `The bundle is ${other[0]}; the service sends a gzip-compressed tar (.tar.gz), which is what this action reads.`,
      'Something other than the export service produced this file (check the link or a proxy), or the service ' +
        'changed its format: report the job id to Mintlify support.',
    );
  }
  throw new ArchiveFormatError(
    `The bundle is not an archive: it is ${describeHead(head)}.`,
    'The link may have served an error page instead of the bundle. Re-run the step; if it happens again, ' +
      'report the job id to Mintlify support.',
  );
}

/** What a short prefix of bytes looks like, for error messages. */
function describeHead(head: Buffer): string {
  const what = describeBody(head);
  // describeBody names a storage error by its Code and Message alone.
  return /^(an? |of |text|JSON)/.test(what) ? what : `an XML storage error (${what})`;
}

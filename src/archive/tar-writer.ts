/**
 * Tar headers for the site archive (input `site-archive`): POSIX ustar (IEEE Std 1003.1-2017, `pax` "ustar Interchange
 * Format"), with a pax extended header (`x`) only for what ustar cannot hold (a long name, a file of 8 GiB or more).
 * Every field a tool could fill from the machine is fixed: mode, owner, group, names of owner and group, time.
 */
import { BLOCK, pad } from './tar.ts';

/** One entry of the archive. */
export interface TarEntryHeader {
  /** Path in the archive, `/`-separated, relative, without `./`; a folder's ends in `/`. */
  name: string;
  kind: 'file' | 'directory';
  /** Payload size in bytes (0 for a folder). */
  size: number;
  /** Modification time, whole seconds since the epoch (0 or more). */
  mtimeSec: number;
}

/** Two zero blocks: the end of an archive (ustar). */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** The zero bytes that follow a payload of `size` bytes. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc(pad(size));
}

/** Largest value of an 11-digit octal field (sizes, times): 8 GiB − 1. */
const MAX_OCTAL_11 = 0o77777777777;
/** Name of every pax header entry: fixed, where GNU tar puts its process id (`%d/PaxHeaders.%p/%f`). */
const PAX_HEADER_NAME = 'PaxHeader';

/**
 * The header blocks of one entry: a pax extended header first when the name or size does not fit ustar, then the
 * ustar header. The payload (for a file) follows, then {@link tarPadding}.
 * @returns a multiple of 512 bytes
 */
export function tarHeader(entry: TarEntryHeader): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const split = splitName(name);
  const bigSize = entry.size > MAX_OCTAL_11;
  const records: Buffer[] = [];
  if (!split) {
    // Without BINARY, bsdtar converts a pax path from UTF-8 to the locale's charset and fails in the C locale; with it
    // both tools take the bytes as they are, as they take a ustar name (pax: `hdrcharset`).
    if (!/^[\x20-\x7e]*$/.test(entry.name)) records.push(paxRecord('hdrcharset', 'BINARY'));
    records.push(paxRecord('path', entry.name));
  }
  if (bigSize) records.push(paxRecord('size', `${entry.size}`));
  const ustar = ustarHeader({
    name: split?.name ?? truncateUtf8(name, 100),
    prefix: split?.prefix ?? Buffer.alloc(0),
    mode: entry.kind === 'directory' ? 0o755 : 0o644,
    size: entry.kind === 'directory' || bigSize ? 0 : entry.size,
    mtimeSec: entry.mtimeSec,
    type: entry.kind === 'directory' ? '5' : '0',
  });
  if (records.length === 0) return ustar;
  const body = Buffer.concat(records);
  const pax = ustarHeader({
    name: Buffer.from(PAX_HEADER_NAME),
    prefix: Buffer.alloc(0),
    mode: 0o644,
    size: body.length,
    mtimeSec: entry.mtimeSec,
    type: 'x',
  });
  return Buffer.concat([pax, body, tarPadding(body.length), ustar]);
}

/**
 * The ustar `prefix` and `name` fields for a name: the whole name when it fits 100 bytes, else split at a `/` into a
 * prefix of at most 155 bytes and a name of 1 to 100 bytes (the latest such `/`, as GNU tar and bsdtar split).
 * @returns undefined when no split fits (a pax `path` record is needed)
 */
function splitName(name: Buffer): { prefix: Buffer; name: Buffer } | undefined {
  if (name.length <= 100) return { prefix: Buffer.alloc(0), name };
  // A folder's trailing slash is part of its name field, so the split point is searched before it.
  for (let i = Math.min(name.length - 2, 155); i > 0; i--) {
    if (name[i] !== 0x2f) continue;
    const rest = name.length - i - 1;
    if (rest > 100) return undefined;
    if (rest >= 1) return { prefix: name.subarray(0, i), name: name.subarray(i + 1) };
  }
  return undefined;
}

/** `"<length> <key>=<value>\n"`, where the length counts the whole record, its own digits included (pax). */
function paxRecord(key: string, value: string): Buffer {
  const rest = Buffer.byteLength(` ${key}=${value}\n`);
  let length = rest + 1;
  while (`${length}`.length + rest !== length) length = `${length}`.length + rest;
  return Buffer.from(`${length} ${key}=${value}\n`, 'utf8');
}

/** The first bytes of a name, cut at a character boundary, for the ustar field of a name carried by pax. */
function truncateUtf8(name: Buffer, max: number): Buffer {
  if (name.length <= max) return name;
  let end = max;
  // Continuation bytes are 10xxxxxx: back off to the start of the character they belong to.
  while (end > 0 && (name[end]! & 0xc0) === 0x80) end--;
  return name.subarray(0, end);
}

interface UstarFields {
  name: Buffer;
  prefix: Buffer;
  mode: number;
  size: number;
  mtimeSec: number;
  /** `0` file, `5` folder, `x` pax extended header. */
  type: string;
}

/** One 512-byte ustar header with owner and group 0, no owner or group names, and its checksum. */
function ustarHeader(fields: UstarFields): Buffer {
  const h = Buffer.alloc(BLOCK);
  fields.name.copy(h, 0);
  octal(h, 100, 8, fields.mode);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, fields.size);
  octal(h, 136, 12, Math.min(fields.mtimeSec, MAX_OCTAL_11));
  h.write(fields.type, 156, 'latin1');
  h.write('ustar\u000000', 257, 'latin1');
  octal(h, 329, 8, 0);
  octal(h, 337, 8, 0);
  fields.prefix.copy(h, 345);
  // The checksum is the byte sum with its own field read as eight spaces (ustar).
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'latin1');
  return h;
}

/** A zero-padded octal number filling a field but its last byte, which stays NUL. */
function octal(h: Buffer, start: number, length: number, value: number): void {
  h.write(value.toString(8).padStart(length - 1, '0'), start, 'latin1');
}

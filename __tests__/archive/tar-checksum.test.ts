/**
 * The tar header checksum (POSIX ustar: the sum of the header's bytes with its checksum field read as eight spaces).
 * Unsigned sums are the standard; some old tars summed signed bytes, which differs once a name has a byte over 127:
 * both are accepted, anything else is a damaged bundle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tar } from '../../emulator/archives.ts';
import { ArchiveFormatError } from '../../src/archive/guard.ts';
import { unpackArchive } from '../../src/archive/unpack.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-checksum-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Rewrites the checksum of the header at `offset` as `sum` does it. */
function rechecksum(archive: Buffer, offset: number, sum: (header: Buffer) => number): void {
  const header = archive.subarray(offset, offset + 512);
  header.fill(0x20, 148, 156);
  header.write(`${sum(header).toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
}
const unsigned = (h: Buffer): number => h.reduce((a, b) => a + b, 0);
const signed = (h: Buffer): number => h.reduce((a, b) => a + (b > 127 ? b - 256 : b), 0);

async function unpack(archive: Buffer, name = 'bundle.tar'): Promise<string[]> {
  fs.writeFileSync(path.join(dir, name), archive);
  fs.mkdirSync(path.join(dir, 'out'));
  return (await unpackArchive(path.join(dir, name), path.join(dir, 'out'))).files;
}

// A name with bytes over 127 in the header itself, so the two sums differ.
const entries = [
  { name: 'caf\u00e9.html', data: Buffer.from('<p>caf\u00e9</p>'), rawName: true },
  { name: 'index.html', data: Buffer.from('<p>home</p>') },
];

test.each([
  ['unsigned', unsigned],
  ['signed', signed],
])('a header summed as %s bytes is read', async (_label, sum) => {
  const archive = tar(entries);
  rechecksum(archive, 0, sum);
  expect(signed(archive.subarray(0, 512))).not.toBe(unsigned(archive.subarray(0, 512)));
  expect(await unpack(archive)).toEqual(['caf\u00e9.html', 'index.html']);
  expect(fs.readFileSync(path.join(dir, 'out', 'caf\u00e9.html'), 'utf8')).toBe('<p>caf\u00e9</p>');
});

test('a changed byte in a later header is a damaged bundle, in the first one not a tar archive', async () => {
  const later = tar(entries);
  later[1027] = later[1027]! ^ 0x01; // the second header's name, after the first entry's header and its one data block
  await expect(unpack(later)).rejects.toThrow(
    new ArchiveFormatError('The bundle is damaged: a tar header checksum does not match.'),
  );
  fs.rmSync(path.join(dir, 'out'), { recursive: true });
  const first = tar(entries);
  first[200] = first[200]! ^ 0x40; // inside the first header, outside its checksum field
  // Gzipped: format detection reads a bare tar's first header itself and would call it an unknown format.
  await expect(unpack(gzipSync(first), 'bundle.tar.gz')).rejects.toThrow(
    'The bundle is not a tar archive (its first header is not valid).',
  );
});

test('an unreadable checksum field says the same as a wrong checksum', async () => {
  const first = tar(entries);
  first[149] = 0x78; // 'x' among the checksum's octal digits
  await expect(unpack(gzipSync(first), 'bundle.tar.gz')).rejects.toThrow(
    'The bundle is not a tar archive (its first header is not valid).',
  );
  fs.rmSync(path.join(dir, 'out'), { recursive: true });
  const later = tar(entries);
  later[1024 + 149] = 0x78;
  await expect(unpack(later)).rejects.toThrow('The bundle is damaged: a tar header checksum does not match.');
});

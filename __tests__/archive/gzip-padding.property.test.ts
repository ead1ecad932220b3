/**
 * A tar.gz may end in zero bytes after its gzip stream: the padding of a tape block size (`bsdtar -b 20` pads to
 * 10,240 bytes). GNU tar and zlib's reader accept it. Node's gunzip skips zeros within the chunk it is given but fails
 * when they reach it in a later chunk ("Premature close"), so whether a bundle unpacked depended on where a 256 KiB
 * read fell. Now: padding unpacks wherever the reads fall, whatever the gzip members; anything else after the stream is
 * a damaged bundle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { tar } from '../../emulator/archives.ts';
import type { ContiguousSource } from '../../src/archive/contiguous.ts';
import { ArchiveFormatError } from '../../src/archive/guard.ts';
import { unpackArchive } from '../../src/archive/unpack.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-padding-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Makes the file readable `steps` bytes at a time (cycling), as a download in parts does. */
function trickling(total: number, steps: number[]): ContiguousSource {
  let available = 0;
  let i = 0;
  return {
    waitBeyond(offset: number) {
      available = Math.min(total, Math.max(available, offset) + steps[i++ % steps.length]!);
      return Promise.resolve({ available, complete: available === total });
    },
  };
}

let runs = 0;
/** Unpacks `bytes` as a bundle, read whole from disk or followed through `steps`; the files and contents written. */
async function unpack(bytes: Buffer, steps?: number[]): Promise<Map<string, string>> {
  const file = path.join(dir, `bundle-${runs}.tar.gz`);
  const out = path.join(dir, `out-${runs++}`);
  fs.writeFileSync(file, bytes);
  fs.mkdirSync(out);
  const source = steps ? trickling(bytes.length, steps) : undefined;
  const result = await unpackArchive(file, out, { source });
  return new Map(result.files.map((f) => [f, fs.readFileSync(path.join(out, f), 'latin1')]));
}

/** A random-ish (incompressible) payload: the gzip stream is about as long as the data. */
const payload = (size: number, seed: number): Buffer => {
  const bytes = Buffer.alloc(size);
  let x = seed | 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
};

const bundle = fc.record({
  size: fc.integer({ min: 0, max: 700_000 }),
  seed: fc.integer(),
  // Compressible data makes much output from a small gzip stream, as docs pages do; random data makes the stream long.
  compressible: fc.boolean(),
  padding: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 200_000, max: 600_000 })),
  // Where the tar is cut into two gzip members (gzip -d reads them as one stream); none when undefined.
  members: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  steps: fc.option(fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 4 }), { nil: undefined }),
});

test('zero padding after the gzip stream unpacks wherever the reads fall, in one gzip member or two', async () => {
  await fc.assert(
    fc.asyncProperty(bundle, async ({ size, seed, compressible, padding, members, steps }) => {
      const data = compressible ? Buffer.alloc(size, `page ${seed} `) : payload(size, seed);
      const archive = tar([
        { name: 'assets/blob.bin', data },
        { name: 'index.html', data: Buffer.from('<p>home</p>') },
      ]);
      const cut = members === undefined ? archive.length : Math.floor(members * archive.length);
      const gz = Buffer.concat([
        gzipSync(archive.subarray(0, cut)),
        ...(cut < archive.length ? [gzipSync(archive.subarray(cut))] : []),
        Buffer.alloc(padding),
      ]);
      const files = await unpack(gz, steps);
      expect([...files.keys()]).toEqual(['assets/blob.bin', 'index.html']);
      expect(files.get('assets/blob.bin')).toBe(data.toString('latin1'));
    }),
    {
      numRuns: 60,
      // Found failing before: 600 KB from a 0.8 KB gzip stream, then padding past the first 256 KiB read.
      examples: [
        [{ size: 600_000, seed: 3, compressible: true, padding: 300_000, members: undefined, steps: undefined }],
      ],
    },
  );
});

test.each([
  ['in the chunk the stream ends in', 100],
  ['in a later read', 400_000],
])('a non-zero byte after the stream (%s) is a damaged bundle', async (_where, at) => {
  const gz = Buffer.concat([gzipSync(tar([{ name: 'index.html', data: payload(200_000, 7) }])), Buffer.alloc(500_000)]);
  gz[gz.length - 500_000 + at] = 0x41;
  for (const steps of [undefined, [65_536], [4096, 300_000]]) {
    const error = await unpack(gz, steps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveFormatError);
    expect((error as Error).message).toMatch(/not padding|gzip stream is corrupt/);
  }
});

test.each([
  ['a trailer CRC that does not match', (gz: Buffer) => gz.writeUInt8(gz.readUInt8(gz.length - 8) ^ 1, gz.length - 8)],
  ['a trailer size that does not match', (gz: Buffer) => gz.writeUInt8(gz.readUInt8(gz.length - 1) ^ 1, gz.length - 1)],
  ['bytes flipped in the middle of the stream', (gz: Buffer) => gz.fill(0x55, 150_000, 150_100)],
])('%s is a corrupt gzip stream, reported at once however the file is read', async (_label, damage) => {
  const gz = gzipSync(tar([{ name: 'index.html', data: payload(300_000, 11) }]));
  damage(gz);
  for (const steps of [undefined, [65_536], [4096, 300_000]]) {
    await expect(unpack(gz, steps)).rejects.toThrow(/^The bundle's gzip stream is corrupt/);
  }
});

test('a non-zero byte right after the stream, and a damaged second member, are corrupt too', async () => {
  const first = gzipSync(tar([{ name: 'index.html', data: payload(300_000, 5) }]));
  const second = gzipSync(Buffer.alloc(50_000));
  second[second.length - 8] = second[second.length - 8]! ^ 1;
  for (const gz of [Buffer.concat([first, second]), Buffer.concat([first, Buffer.from('GARBAGE')])]) {
    for (const steps of [undefined, [4096]]) {
      await expect(unpack(gz, steps)).rejects.toThrow(/^The bundle's gzip stream is corrupt/);
    }
  }
});

test('the message names the first byte after the stream that is not zero', async () => {
  const gz = gzipSync(tar([{ name: 'index.html', data: Buffer.from('<p>x</p>') }]));
  const padded = Buffer.concat([gz, Buffer.alloc(700_000)]);
  padded[gz.length + 600_000] = 7;
  await expect(unpack(padded)).rejects.toThrow(
    `byte ${gz.length + 600_000} is not zero (the stream ends at byte ${gz.length})`,
  );
});

const hasBsdtar = ((): boolean => {
  try {
    execFileSync('bsdtar', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(hasBsdtar ? test : test.skip)(
  'a bundle made by bsdtar -b 20 (padded to 10,240 bytes) unpacks, read in any steps',
  async () => {
    const tree = path.join(dir, 'tree');
    fs.mkdirSync(path.join(tree, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(tree, 'assets', 'blob.bin'), payload(300_000, 3));
    fs.writeFileSync(path.join(tree, 'index.html'), '<p>home</p>');
    const archive = path.join(dir, 'b20.tar.gz');
    execFileSync('bsdtar', ['-b', '20', '-czf', archive, '-C', tree, 'index.html', 'assets']);
    const bytes = fs.readFileSync(archive);
    expect(bytes.length % 10_240).toBe(0);
    expect(bytes.at(-1)).toBe(0);
    for (const steps of [undefined, [4096], [bytes.length - 3000, 1000]]) {
      const files = await unpack(bytes, steps);
      expect([...files.keys()].sort()).toEqual(['assets/blob.bin', 'index.html']);
    }
  },
);

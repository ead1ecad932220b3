/**
 * The parts download's planner, window and in-order reading (issue 32 #1): what makes parallel byte ranges safe to
 * unpack while they arrive.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readContiguous, SourceRestartedError } from '../../src/archive/contiguous.ts';
import { PartialDownload } from '../../src/transfer/partial.ts';
import { partLength, planParts, PartSchedule } from '../../src/transfer/parts.ts';
import { parseContentRange } from '../../src/transfer/ranged.ts';

describe('planParts', () => {
  test('covers every byte once, in order, the last part shorter', () => {
    const parts = planParts(20, 8);
    expect(parts.map((p) => [p.start, p.end])).toEqual([
      [0, 7],
      [8, 15],
      [16, 19],
    ]);
    expect(parts.reduce((n, p) => n + partLength(p), 0)).toBe(20);
  });

  test('an object of exactly one part, and an empty one', () => {
    expect(planParts(8, 8).map((p) => [p.start, p.end])).toEqual([[0, 7]]);
    expect(planParts(0, 8)).toEqual([]);
  });

  test('more parts than connections: the first part as asked, the others equal and filling every round', () => {
    // 29 parts of 8 would leave 3 of 8 connections idle in the last round.
    const parts = planParts(29 * 8 - 3, 8, 8);
    expect(parts).toHaveLength(32);
    expect([parts[0]!.start, parts[0]!.end]).toEqual([0, 7]);
    const lengths = parts.slice(1).map(partLength);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(8);
    parts.forEach((p, i) => expect(p.start).toBe(i === 0 ? 0 : parts[i - 1]!.end + 1));
    expect(parts.at(-1)!.end).toBe(29 * 8 - 4);
    // One round or less: parts of the given size, as many as needed.
    expect(planParts(20, 8, 8).map(partLength)).toEqual([8, 8, 4]);
    // Fewer bytes left than parts to fill the rounds: one byte each, none empty.
    expect(planParts(3, 1, 2).map((p) => [p.start, p.end])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  test('refuses a part size that would never end', () => {
    expect(() => planParts(10, 0)).toThrow(RangeError);
    expect(() => planParts(-1, 8)).toThrow(RangeError);
    expect(() => planParts(10, 8, 0)).toThrow(RangeError);
  });
});

describe('PartSchedule', () => {
  test('hands parts out in order and the contiguous prefix grows only from the start', () => {
    const schedule = new PartSchedule(planParts(30, 10), 30, 100);
    const [a, b, c] = [schedule.take(), schedule.take(), schedule.take()] as ReturnType<typeof planParts>;
    expect(schedule.take()).toBeUndefined();
    // The last part completes first: nothing is contiguous yet.
    expect(schedule.record(c!, 10)).toBe(0);
    expect(schedule.record(b!, 10)).toBe(0);
    expect(schedule.record(a!, 4)).toBe(4);
    expect(schedule.done).toBe(false);
    expect(schedule.record(a!, 6)).toBe(30);
    expect(schedule.done).toBe(true);
  });

  test('a part starts no further than the window past the contiguous prefix', () => {
    const schedule = new PartSchedule(planParts(50, 10), 50, 20);
    const first = schedule.take();
    expect(schedule.take()).toMatchObject({ start: 10 });
    // A stalled first part holds the rest back.
    expect(schedule.take()).toBe('wait');
    schedule.record(first as ReturnType<typeof planParts>[0], 10);
    expect(schedule.take()).toMatchObject({ start: 20 });
    expect(schedule.take()).toBe('wait');
  });

  test('after a fresh link, complete parts are skipped and partly received ones resumed', () => {
    const parts = planParts(30, 10);
    parts[0]!.received = 10;
    parts[1]!.received = 3;
    const schedule = new PartSchedule(parts, 30, 100);
    expect(schedule.contiguous).toBe(13);
    expect(schedule.take()).toMatchObject({ start: 10, received: 3 });
    expect(schedule.take()).toMatchObject({ start: 20, received: 0 });
  });

  test('a part cannot take more bytes than its range', () => {
    const schedule = new PartSchedule(planParts(10, 10), 10, 100);
    const part = schedule.take() as ReturnType<typeof planParts>[0];
    expect(() => schedule.record(part, 11)).toThrow(RangeError);
  });
});

describe('parseContentRange', () => {
  test('reads first, last and complete length', () => {
    expect(parseContentRange('bytes 8-15/20')).toEqual({ start: 8, end: 15, total: 20 });
  });

  test.each(['bytes 8-15/*', 'bytes */20', 'bytes 15-8/20', 'bytes 8-20/20', 'items 0-1/2', undefined])(
    '%s is not a range the parts can be planned from',
    (value) => expect(parseContentRange(value)).toBeUndefined(),
  );
});

describe('reading the archive as it arrives', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('yields the contiguous prefix only, in order, and ends when the object is complete', async () => {
    const file = path.join(dir, 'a');
    fs.writeFileSync(file, Buffer.alloc(0));
    const partial = new PartialDownload();
    const read: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of readContiguous(file, partial, undefined)) read.push(chunk);
    })();
    // The second half lands first: nothing may be read until the first half is there.
    fs.writeFileSync(file, Buffer.concat([Buffer.alloc(4), Buffer.from('5678')]));
    partial.advance(0);
    await new Promise((r) => setTimeout(r, 10));
    expect(Buffer.concat(read).length).toBe(0);
    fs.writeFileSync(file, Buffer.from('12345678'));
    partial.advance(8);
    partial.markComplete();
    await reading;
    expect(Buffer.concat(read).toString()).toBe('12345678');
  });

  test('a download that starts over after bytes were read fails the reader', async () => {
    const file = path.join(dir, 'b');
    fs.writeFileSync(file, 'abcd');
    const partial = new PartialDownload();
    partial.advance(4);
    const iterator = readContiguous(file, partial, undefined);
    const first = await iterator.next();
    expect(String(first.value)).toBe('abcd');
    partial.startOver(undefined);
    await expect(iterator.next()).rejects.toThrow(SourceRestartedError);
  });

  test('a download that starts over and cuts the file while the reader reads it fails the reader so', async () => {
    // Between the reader learning that 8 bytes are there and reading them, the object changed: the file was cut.
    const file = path.join(dir, 'd');
    fs.writeFileSync(file, '1234');
    const partial = new PartialDownload();
    partial.advance(4);
    const iterator = readContiguous(file, partial, undefined);
    expect(String((await iterator.next()).value)).toBe('1234');
    partial.advance(8);
    const next = iterator.next();
    fs.truncateSync(file, 0);
    partial.startOver(undefined);
    await expect(next).rejects.toThrow(SourceRestartedError);
  });

  test('a download that fails for good fails the reader with its error', async () => {
    const file = path.join(dir, 'c');
    fs.writeFileSync(file, '');
    const partial = new PartialDownload();
    const iterator = readContiguous(file, partial, undefined);
    const next = iterator.next();
    partial.fail(new Error('storage said no'));
    await expect(next).rejects.toThrow('storage said no');
  });
});

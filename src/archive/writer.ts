import fs from 'node:fs';
import path from 'node:path';

/** What an unpack wrote: counts, and the files themselves. */
export interface Unpacked {
  counts: UnpackCounts;
  /** Relative paths of the files written, `/` separators, in archive order. */
  files: string[];
}

/** How much an unpack wrote. */
export interface UnpackCounts {
  files: number;
  directories: number;
  /** Bytes of file content written. */
  bytes: number;
}

/**
 * Writes admitted entries below `root`, an empty folder this process created: files 0644 and
 * folders 0755 whatever the archive or the umask says (GitHub Pages refuses files others cannot
 * read), each file created exclusively, and no link ever. Synchronous on purpose: the files go to a
 * private staging folder, and a thread-pool round trip per small file is what would fall behind
 * native `tar`.
 */
export class SiteWriter {
  readonly counts: UnpackCounts = { files: 0, directories: 0, bytes: 0 };
  /** Every file written, relative to `root` with `/` separators, in archive order. */
  readonly files: string[] = [];
  private readonly root: string;
  private readonly made = new Set<string>(['']);

  constructor(root: string) {
    this.root = root;
  }

  /** Makes a folder and any missing parents. @param relative as returned by EntryGuard.admit */
  directory(relative: string): void {
    if (this.made.has(relative)) return;
    const slash = relative.lastIndexOf('/');
    this.directory(slash < 0 ? '' : relative.slice(0, slash));
    const absolute = path.join(this.root, relative);
    fs.mkdirSync(absolute, { mode: 0o755 });
    fs.chmodSync(absolute, 0o755);
    this.made.add(relative);
    this.counts.directories++;
  }

  /** Creates a new file (its parents too) and returns its descriptor; the caller closes it. */
  openFile(relative: string): number {
    const slash = relative.lastIndexOf('/');
    this.directory(slash < 0 ? '' : relative.slice(0, slash));
    const fd = fs.openSync(path.join(this.root, relative), 'wx', 0o644);
    fs.fchmodSync(fd, 0o644);
    this.counts.files++;
    this.files.push(relative);
    return fd;
  }

  /** Writes all of `buffer[offset, offset + length)` to `fd`. */
  write(fd: number, buffer: Buffer, offset: number, length: number): void {
    let written = 0;
    while (written < length) written += fs.writeSync(fd, buffer, offset + written, length - written);
    this.counts.bytes += length;
  }
}

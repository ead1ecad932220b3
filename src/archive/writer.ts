import fs from 'node:fs';
import path from 'node:path';
import { isHtmlPage } from '../common/page-file.ts';
import { Pieces } from '../common/pieces.ts';

/** What an unpack wrote: counts, and the files themselves. */
export interface Unpacked {
  counts: UnpackCounts;
  /** Relative paths of the files written, `/` separators, in archive order. */
  files: string[];
  /** What the step log should show as warning annotations (e.g. a tar that ends at a lone zero block). */
  warnings: string[];
}

/** How much an unpack wrote. */
export interface UnpackCounts {
  files: number;
  directories: number;
  /** Bytes of file content written. */
  bytes: number;
}

/**
 * Told of each page (`.html`, `.htm`) once its file is written, with its bytes as they were written: the link check
 * scans it then rather than read it back (issue 32 #3). `relative` as written, `/` separators.
 */
export type PageObserver = (relative: string, page: Pieces) => void;

/** Who reads the pages an unpack writes: told of each page, and of an unpack that starts over. */
export interface PageReader {
  onPage: PageObserver;
  /** The unpack starts over in an empty folder: forget every page told of before. */
  restart(): void;
}

/** A page larger than this is not held for the observer: the check reads it from disk. */
const OBSERVED_PAGE_BYTES = 16 << 20;

/**
 * Writes admitted entries below `root`, an empty folder this process created: files 0644 and
 * folders 0755 whatever the archive or the umask says (GitHub Pages refuses files others cannot
 * read), each file created exclusively, no link ever, and each file's modification time restored from
 * the archive (as GNU tar, bsdtar and unzip do, so `aws s3 sync` and `rsync` see unchanged files as
 * unchanged; a time in the future is clamped to now). Synchronous on purpose: the files go to a private
 * staging folder, and a thread-pool round trip per small file is what would fall behind native `tar`.
 */
export class SiteWriter {
  readonly counts: UnpackCounts = { files: 0, directories: 0, bytes: 0 };
  /** Every file written, relative to `root` with `/` separators, in archive order. */
  readonly files: string[] = [];
  private readonly root: string;
  private readonly made = new Set<string>(['']);
  /** Epoch ms when unpacking started: the latest modification time written. */
  private readonly nowMs = Date.now();
  /** Whether the umask leaves new files at 0644 and folders at 0755, so no chmod is needed (checked once). */
  private fileModeOk: boolean | undefined;
  private folderModeOk: boolean | undefined;

  private readonly onPage: PageObserver | undefined;
  /** The pages being written, by descriptor: their bytes so far (the buffers written, not copies), or undefined once
   * too large to hold. */
  private readonly pages = new Map<number, { relative: string; buffers: Buffer[] | undefined; bytes: number }>();

  /** @param onPage told of each page written (its buffers must then not change after `write`) */
  constructor(root: string, onPage?: PageObserver) {
    this.root = path.resolve(root);
    this.onPage = onPage;
  }

  /** Makes a folder and any missing parents. @param relative as returned by EntryGuard.admit */
  directory(relative: string): void {
    if (this.made.has(relative)) return;
    const slash = relative.lastIndexOf('/');
    this.directory(slash < 0 ? '' : relative.slice(0, slash));
    const absolute = path.join(this.root, relative);
    fs.mkdirSync(absolute, { mode: 0o755 });
    // One system call fewer per entry counts when a site has 50,000 files.
    this.folderModeOk ??= (fs.statSync(absolute).mode & 0o7777) === 0o755;
    if (!this.folderModeOk) fs.chmodSync(absolute, 0o755);
    this.made.add(relative);
    this.counts.directories++;
  }

  /** Creates a new file (its parents too) and returns its descriptor; finish it with {@link close}. */
  openFile(relative: string): number {
    const slash = relative.lastIndexOf('/');
    this.directory(slash < 0 ? '' : relative.slice(0, slash));
    // `relative` is already safe and normal (EntryGuard.admit): no path.join needed per file.
    const fd = fs.openSync(`${this.root}${path.sep}${relative}`, 'wx', 0o644);
    this.fileModeOk ??= (fs.fstatSync(fd).mode & 0o7777) === 0o644;
    if (!this.fileModeOk) fs.fchmodSync(fd, 0o644);
    this.counts.files++;
    this.files.push(relative);
    if (this.onPage && isHtmlPage(relative)) this.pages.set(fd, { relative, buffers: [], bytes: 0 });
    return fd;
  }

  /** Writes all of `buffer[offset, offset + length)` to `fd`. */
  write(fd: number, buffer: Buffer, offset: number, length: number): void {
    let written = 0;
    while (written < length) written += fs.writeSync(fd, buffer, offset + written, length - written);
    this.counts.bytes += length;
    const page = this.pages.get(fd);
    if (page?.buffers) {
      page.bytes += length;
      if (page.bytes > OBSERVED_PAGE_BYTES) page.buffers = undefined;
      else page.buffers.push(buffer.subarray(offset, offset + length));
    }
  }

  /**
   * Sets the file's modification time and closes it.
   * @param mtimeMs epoch ms from the archive; undefined leaves the time of writing
   */
  close(fd: number, mtimeMs: number | undefined): void {
    const page = this.pages.get(fd);
    this.pages.delete(fd);
    try {
      if (mtimeMs !== undefined && Number.isFinite(mtimeMs)) {
        const seconds = Math.min(mtimeMs, this.nowMs) / 1000;
        fs.futimesSync(fd, this.nowMs / 1000, seconds);
      }
    } finally {
      fs.closeSync(fd);
    }
    // A file closed after a failure (a CRC that does not match) is never seen: the unpack throws.
    if (page?.buffers) this.onPage!(page.relative, new Pieces(page.buffers));
  }

  /** Writes a whole small file in one go. */
  file(relative: string, content: Buffer, mtimeMs: number | undefined): void {
    const fd = this.openFile(relative);
    try {
      this.write(fd, content, 0, content.length);
    } finally {
      this.close(fd, mtimeMs);
    }
  }

  /**
   * Writes `relative` as a copy of `existing`, a file this writer wrote earlier, with its modification time:
   * how a hard link of the archive is unpacked without creating a link.
   */
  copy(existing: string, relative: string): void {
    const slash = relative.lastIndexOf('/');
    this.directory(slash < 0 ? '' : relative.slice(0, slash));
    const from = path.join(this.root, existing);
    const to = path.join(this.root, relative);
    fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(to, 0o644);
    const { mtime, size } = fs.statSync(from);
    fs.utimesSync(to, this.nowMs / 1000, mtime);
    this.counts.files++;
    this.counts.bytes += size;
    this.files.push(relative);
  }
}

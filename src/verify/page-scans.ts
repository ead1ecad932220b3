import { copy, scanHtml, type HtmlSink, type RefKind } from './html.ts';
import type { Pieces } from '../pieces.ts';

/** What a page reports, in order: each reference kind, then an anchor, then a `<base href>`. */
const OPS = ['link', 'asset', 'canonical', 'social-image', 'external', 'alternate', 'anchor', 'base'] as const;
const ANCHOR = OPS.indexOf('anchor');
const BASE = OPS.indexOf('base');

/** One page's scan: its reports in order, as operation codes (indexes in OPS) and their strings. */
interface ScannedPage {
  ops: Uint8Array;
  values: string[];
}

/**
 * Pages scanned while the unpacker wrote them (issue 32 #3): the link check reads a page's references, anchors and
 * `<base>` (`scanHtml`) from the bytes the archive reader already holds, while the rest of the bundle is unpacked,
 * instead of reading every page back from disk afterwards; resolving them waits for the whole file list
 * (`checkSite`), which replays what was recorded here. Strings are kept once each (a sidebar's links repeat on every
 * page), flat, so no page's text stays in memory.
 */
export class PageScans {
  private readonly pages = new Map<string, ScannedPage>();
  private readonly strings = new Map<string, string>();

  /**
   * Scans `page` now and keeps what it reports; a page added again replaces the first (an unpack that started over).
   * @param file the page's path as the unpacker wrote it, relative to its folder, `/` separators
   */
  add(file: string, page: Pieces | Buffer): void {
    const ops: number[] = [];
    const values: string[] = [];
    const keep = (op: number, value: string): void => {
      let kept = this.strings.get(value);
      if (kept === undefined) this.strings.set((kept = copy(value)), kept);
      ops.push(op);
      values.push(kept);
    };
    scanHtml(page, {
      ref: (kind, raw) => keep(OPS.indexOf(kind), raw),
      anchor: (name) => keep(ANCHOR, name),
      base: (href) => keep(BASE, href),
    });
    this.pages.set(file, { ops: Uint8Array.from(ops), values });
  }

  /** Whether `file` was scanned here. */
  has(file: string): boolean {
    return this.pages.has(file);
  }

  /**
   * Reports what `file` held to `sink`, in the order the page held it, as `scanHtml` would have; then forgets it.
   * Nothing for a page not scanned here.
   */
  replay(file: string, sink: HtmlSink): void {
    const page = this.pages.get(file);
    if (!page) return;
    this.pages.delete(file);
    for (let i = 0; i < page.ops.length; i++) {
      const op = page.ops[i]!;
      const value = page.values[i]!;
      if (op === ANCHOR) sink.anchor(value);
      else if (op === BASE) sink.base(value);
      else sink.ref(OPS[op] as RefKind, value);
    }
  }

  /** How many pages are held. */
  get size(): number {
    return this.pages.size;
  }
}

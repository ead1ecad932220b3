import { copy } from '../common/flat.ts';
import { REF_KINDS, scanHtml, type HtmlSink, type RefKind } from './html.ts';
import type { Pieces } from '../common/pieces.ts';

/** What a page reports, in order: each reference kind, then an anchor, a `<base href>`, an unreadable payload row. */
const OPS = [...REF_KINDS, 'anchor', 'base', 'unreadable'] as const;
const ANCHOR = OPS.indexOf('anchor');
const BASE = OPS.indexOf('base');
const UNREADABLE = OPS.indexOf('unreadable');

/**
 * What the records may take, about: past it, pages are read from disk by the check as before, so a site of very many
 * distinct URLs (20,000 pages of 100 links of their own) costs no more memory than it did.
 */
const BUDGET_BYTES = 64 << 20;
/** A string's cost besides its characters (header, map entry), and one report's (code, pointer), bytes. */
const STRING_BYTES = 64;
const ENTRY_BYTES = 9;

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
  /** About how many bytes the records take; past the budget no page is recorded (the check reads it instead). */
  private bytes = 0;
  private readonly budgetBytes: number;

  /** @param budgetBytes about how much memory the records may take, bytes */
  constructor(budgetBytes = BUDGET_BYTES) {
    this.budgetBytes = budgetBytes;
  }

  /**
   * Scans `page` now and keeps what it reports; a page added again replaces the first (an unpack that started over).
   * @param file the page's path as the unpacker wrote it, relative to its folder, `/` separators
   */
  add(file: string, page: Pieces | Buffer): void {
    // A page scanned before (an unpack that started over) is not that page any more.
    this.pages.delete(file);
    if (this.bytes > this.budgetBytes) return;
    this.pages.set(file, this.scan(page));
  }

  /**
   * Adds what `inserted` reports to a page scanned here, as if the page held it: a stage that inserted markup into the
   * page after it was unpacked (search's wiring in the head, issue 47) leaves the check nothing to read again. Where
   * in the page it went does not matter to the check, which resolves every reference once the page's `<base>` is
   * known. Nothing for a page not scanned here.
   * @param file as given to {@link add}
   * @param inserted the markup inserted, as bytes of the page
   */
  amend(file: string, inserted: Buffer): void {
    const page = this.pages.get(file);
    if (!page) return;
    const more = this.scan(inserted);
    const ops = new Uint8Array(page.ops.length + more.ops.length);
    ops.set(page.ops);
    ops.set(more.ops, page.ops.length);
    this.pages.set(file, { ops, values: [...page.values, ...more.values] });
  }

  /** What `page` reports, recorded with its strings kept once each. */
  private scan(page: Pieces | Buffer): ScannedPage {
    const ops: number[] = [];
    const values: string[] = [];
    const keep = (op: number, value: string): void => {
      let kept = this.strings.get(value);
      if (kept === undefined) {
        this.strings.set((kept = copy(value)), kept);
        this.bytes += STRING_BYTES + 2 * kept.length;
      }
      ops.push(op);
      values.push(kept);
    };
    scanHtml(page, {
      ref: (kind, raw) => keep(OPS.indexOf(kind), raw),
      anchor: (name) => keep(ANCHOR, name),
      base: (href) => keep(BASE, href),
      unreadable: () => keep(UNREADABLE, ''),
    });
    this.bytes += ENTRY_BYTES * ops.length;
    return { ops: Uint8Array.from(ops), values };
  }

  /** Forgets every page: the unpack started over, and what it wrote before is not the bundle's. */
  clear(): void {
    this.pages.clear();
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
      else if (op === UNREADABLE) sink.unreadable?.();
      else sink.ref(OPS[op] as RefKind, value);
    }
  }

  /** How many pages are held. */
  get size(): number {
    return this.pages.size;
  }
}

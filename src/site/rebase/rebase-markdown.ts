/**
 * The URLs of a Markdown file (issue 39 #5): the export's own `llms.txt`, `llms-full.txt` and `.md` copies of pages.
 * They follow the rule of pages: inline links and images, reference definitions, autolinks (`<https://…>`),
 * `Source: <url>` lines (Mintlify's `llms-full.txt` names each page's address so) and the `href`/`src` of raw HTML are
 * URL positions; code spans, fenced code blocks (``` and ~~~, any length), indented code blocks and text are not.
 *
 * No Markdown parser is a dependency of the action (`marked` is a test dependency, and the tests check this scanner
 * against it), so this is a scanner of the CommonMark structure that decides what is code: a line-based pass over the
 * blocks (block quotes, list items and their indentation, fences, indented code, HTML blocks), then an inline pass
 * over each paragraph and heading (backslash escapes, code spans, raw HTML, autolinks, link brackets). Where the
 * structure is unclear it errs towards code: a URL taken for code is left as it is, never text changed.
 */
import { urlEditAt, type BasePath, type Edit } from './rebase-url.ts';

/** One line of the file: `[start, end)` without its line ending. */
interface Line {
  start: number;
  end: number;
}

/** Where a line's content starts once its block quote markers are read. */
interface LineShape {
  /** Block quote markers (`>`) before the content. */
  quotes: number;
  /** Column (tabs to stops of 4) where the content after the markers starts: the base of its indentation. */
  baseCol: number;
  /** Offset and column of the first character that is not a space or tab; `pos === end` on a blank line. */
  pos: number;
  col: number;
}

/** An open fenced code block. */
interface Fence {
  char: string;
  length: number;
  quotes: number;
  /** Content column of the list item the fence is in (-1: none): a line indented less ends the item, and the fence. */
  listCol: number;
  /** Column its closing fence is indented from (at most 3 more). */
  col: number;
}

/**
 * HTML blocks whose content is raw text, code or a comment (CommonMark 4.6, kinds 1 to 5), by the text that ends
 * them: nothing in them changes. (The other kinds, a line of tags, are read as MDX reads them: their `href`/`src`
 * follow the rule, and the Markdown between them is Markdown.)
 */
const RAW_BLOCKS: { start: RegExp; end: RegExp }[] = [
  { start: /^<(?:script|pre|style|textarea)(?=[\s>]|$)/i, end: /<\/(?:script|pre|style|textarea)>/i },
  { start: /^<!--/, end: /-->/ },
  { start: /^<\?/, end: /\?>/ },
  { start: /^<![A-Za-z]/, end: />/ },
  { start: /^<!\[CDATA\[/, end: /\]\]>/ },
];
/** HTML block 6: a line that starts with a block-level tag, which may interrupt a paragraph. */
const BLOCK_TAG = new RegExp(
  '^</?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|' +
    'div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|' +
    'li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|' +
    'tfoot|th|thead|title|tr|track|ul)(?:[\\s>]|/>|$)',
  'i',
);
/** An open or closing tag (CommonMark 6.6). */
const TAG = new RegExp(
  '<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*' +
    '(?:\\s*=\\s*(?:[^\\s"\'=<>`]+|\'[^\']*\'|"[^"]*"))?)*\\s*/?>' +
    '|</[A-Za-z][A-Za-z0-9-]*\\s*>',
  'y',
);
/** An attribute of a tag, and its value. */
const ATTRIBUTE = /\s([A-Za-z_:][A-Za-z0-9_.:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Attributes whose value is a URL, on any element (an MDX component's `href` is a link: `<Card href="/x">`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** HTML block 7: one complete tag alone on its line (it cannot interrupt a paragraph). */
const TAG_LINE = new RegExp(`^(?:${TAG.source})[ \\t]*$`);
/** An autolink, `<scheme:…>` (CommonMark 6.5); email autolinks name no URL of the site. */
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
const LIST_MARKER = /^(?:([-+*])|(\d{1,9})[.)])(?=[ \t]|$)/;
/** A link reference definition's label and colon (CommonMark 4.7). */
const DEFINITION = /^\[((?:[^[\]\\]|\\.){0,999})\]:/;
/** Mintlify's `llms-full.txt` line naming a page's address (and its `.md` copies'), a bare URL. */
const SOURCE_LINE = /^Source:[ \t]+([^\s<]\S*)[ \t]*$/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/**
 * How deep unescaped parentheses may nest in a link destination. CommonMark lets implementations limit it "to avoid
 * performance issues" (6.3; cmark stops at 32): with a limit, a `](` reads at most that many `(` ahead of the one
 * before it, so `[](` repeated is read in linear time, not to the end of the paragraph for every `](`.
 */
const MAX_PAREN_DEPTH = 32;

/** Reports the URL written at `[start, end)` of the file. */
type UrlAt = (start: number, end: number) => void;

/**
 * The offset of the first `needle` at or after `from` in the file (-1: none), remembered per needle: the inline pass
 * asks in file order, so an unclosed `<!--`, `<?` or `<![CDATA[` repeated is answered from the one search that found
 * no end, not by a search to the end of the file each time.
 */
type NextIndex = (needle: string, from: number) => number;

function nextIndexIn(text: string): NextIndex {
  const known = new Map<string, { from: number; at: number }>();
  return (needle, from) => {
    const last = known.get(needle);
    // The first occurrence at or after `last.from` is also the first at or after any `from` up to it.
    if (last && last.from <= from && (last.at < 0 || last.at >= from)) return last.at;
    const at = text.indexOf(needle, from);
    known.set(needle, { from, at });
    return at;
  };
}

/**
 * The edits that make a Markdown file's URLs follow `base` (`rebase-url.ts`), in offsets of `text`.
 * @param text the file, one character per byte (Latin-1), so offsets are byte offsets
 */
export function markdownEdits(text: string, base: BasePath): Edit[] {
  const edits: Edit[] = [];
  const url: UrlAt = (start, end) => {
    const edit = urlEditAt(text.slice(start, end), start, base);
    if (edit) edits.push(edit);
  };
  const lines = splitLines(text);
  const next = nextIndexIn(text);
  /** The open paragraph's range, scanned for inline URLs when it ends. */
  let paragraph: { start: number; end: number } | undefined;
  let fence: Fence | undefined;
  /** What ends the open raw HTML block. */
  let rawBlock: RegExp | undefined;
  let quoteDepth = 0;
  /** Content columns of the open list items, innermost last. */
  const lists: number[] = [];
  const closeParagraph = (): void => {
    if (paragraph) inlineEdits(text, paragraph.start, paragraph.end, url, next);
    paragraph = undefined;
  };

  for (const line of lines) {
    const shape = shapeOf(text, line);
    const blank = shape.pos === line.end;
    if (fence) {
      const left = !blank && (shape.quotes < fence.quotes || shape.col < fence.listCol);
      if (!left) {
        const closer = new RegExp(`^\\${fence.char}{${fence.length},}[ \\t]*$`);
        if (!blank && shape.col - fence.col <= 3 && closer.test(text.slice(shape.pos, line.end))) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    if (rawBlock) {
      if (rawBlock.test(text.slice(line.start, line.end))) rawBlock = undefined;
      continue;
    }
    if (blank) {
      closeParagraph();
      continue;
    }
    // The deepest list item the line is in: the last whose content column it reaches.
    let depth = lists.length;
    while (depth > 0 && shape.col < lists[depth - 1]!) depth--;
    let pos = shape.pos;
    let col = shape.col;
    const containerCol = (): number => (depth > 0 ? lists[depth - 1]! : shape.baseCol);
    const rest = (): string => text.slice(pos, line.end);
    if (paragraph) {
      // A paragraph goes on (lazily too: less indented, or without its `>`) unless a block interrupts it.
      const near = col - containerCol() <= 3;
      if (near && shape.quotes === quoteDepth && SETEXT_UNDERLINE.test(rest())) {
        closeParagraph();
        continue;
      }
      if (shape.quotes <= quoteDepth && !(near && interrupts(rest(), lists.length > 0))) {
        sourceLine(rest(), pos, url);
        paragraph.end = line.end;
        continue;
      }
      closeParagraph();
    }
    if (shape.quotes !== quoteDepth) {
      quoteDepth = shape.quotes;
      depth = 0;
    }
    lists.length = depth;
    // List markers open items; what follows them is read as the item's first line.
    for (;;) {
      if (col - containerCol() > 3 || THEMATIC_BREAK.test(rest())) break;
      const marker = LIST_MARKER.exec(rest());
      if (!marker) break;
      const markerEnd = col + marker[0].length;
      pos += marker[0].length;
      col = markerEnd;
      while (pos < line.end && (text[pos] === ' ' || text[pos] === '\t')) {
        col = text[pos] === '\t' ? col + 4 - (col % 4) : col + 1;
        pos++;
      }
      // An empty item, or five spaces or more: the content column is one past the marker (the rest is indented code).
      lists.push(pos === line.end || col - markerEnd > 4 ? markerEnd + 1 : col);
      depth = lists.length;
    }
    if (pos === line.end || col - containerCol() >= 4) continue; // an empty item, or indented code
    const first = rest();
    const open = FENCE_OPEN.exec(first);
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      const listCol = depth > 0 ? containerCol() : -1;
      fence = { char: open[1]![0]!, length: open[1]!.length, quotes: shape.quotes, listCol, col: containerCol() };
      continue;
    }
    const raw = RAW_BLOCKS.find((block) => block.start.test(first));
    if (raw) {
      if (!raw.end.test(first.slice(raw.start.exec(first)![0].length))) rawBlock = raw.end;
      continue;
    }
    if (ATX_HEADING.test(first) || BLOCK_TAG.test(first) || TAG_LINE.test(first)) {
      // A heading, or a line of tags (an MDX component such as `<Card href="/x">`): one line of inline content.
      inlineEdits(text, pos, line.end, url, next);
      continue;
    }
    if (THEMATIC_BREAK.test(first)) continue;
    const definition = DEFINITION.exec(first);
    if (definition && /\S/.test(definition[1]!) && definitionEdit(text, pos + definition[0].length, line.end, url))
      continue;
    sourceLine(first, pos, url);
    paragraph = { start: pos, end: line.end };
  }
  closeParagraph();
  return edits;
}

/**
 * Whether a line that follows a paragraph line starts a block of its own (CommonMark: fences, ATX headings, thematic
 * breaks, block quotes, HTML blocks 1 to 6, list items; an ordered list only from 1, and no empty item, interrupts a
 * paragraph unless a list is open there).
 */
function interrupts(rest: string, inList: boolean): boolean {
  if (FENCE_OPEN.test(rest) || ATX_HEADING.test(rest) || THEMATIC_BREAK.test(rest) || rest.startsWith('>')) return true;
  if (RAW_BLOCKS.some((block) => block.start.test(rest)) || BLOCK_TAG.test(rest)) return true;
  const marker = LIST_MARKER.exec(rest);
  if (!marker) return false;
  if (inList) return true;
  const empty = rest.slice(marker[0].length).trim() === '';
  return !empty && (marker[1] !== undefined || marker[2] === '1');
}

/** The URL of a `Source: <url>` line, at `pos` in the file. */
function sourceLine(rest: string, pos: number, url: UrlAt): void {
  const source = SOURCE_LINE.exec(rest);
  if (!source) return;
  const at = pos + rest.length - source[0].length + source[0].indexOf(source[1]!, 7);
  url(at, at + source[1]!.length);
}

/**
 * The destination of a link reference definition whose `[label]:` ends at `at`, on the same line.
 * @returns whether the line is a definition (else it is read as a paragraph)
 */
function definitionEdit(text: string, at: number, end: number, url: UrlAt): boolean {
  let i = at;
  while (i < end && (text[i] === ' ' || text[i] === '\t')) i++;
  if (i === end) return false;
  const destination = linkDestination(text, i, end, false);
  if (!destination || destination.end === destination.urlStart) return false;
  const after = text.slice(destination.end, end);
  // Only a title may follow, after white space.
  if (after !== '' && !/^[ \t]+(?:["'(]|$)/.test(after)) return false;
  url(destination.urlStart, destination.urlEnd);
  return true;
}

/** The lines of `text`, split at `\n`, `\r\n` and `\r`; a UTF-8 byte order mark before the first is no part of it. */
function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  // Read as Latin-1, the mark is 3 characters that would indent line 1 out of a fence or an indented code block.
  let start = text.startsWith('\xEF\xBB\xBF') ? 3 : 0;
  for (const m of text.matchAll(/\r\n?|\n/g)) {
    lines.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  if (start < text.length) lines.push({ start, end: text.length });
  return lines;
}

/** Reads a line's block quote markers and indentation. */
function shapeOf(text: string, line: Line): LineShape {
  let i = line.start;
  let col = 0;
  let quotes = 0;
  let baseCol = 0;
  for (;;) {
    let j = i;
    let c = col;
    while (j < line.end && text[j] === ' ' && c - col < 4) {
      j++;
      c++;
    }
    if (c - col > 3 || text[j] !== '>') break;
    quotes++;
    i = j + 1;
    col = c + 1;
    if (text[i] === ' ') {
      i++;
      col++;
    }
    baseCol = col;
  }
  let pos = i;
  while (pos < line.end && (text[pos] === ' ' || text[pos] === '\t')) {
    col = text[pos] === '\t' ? col + 4 - (col % 4) : col + 1;
    pos++;
  }
  return { quotes, baseCol, pos, col };
}

/** A link destination: the URL's range and where the destination ends. */
interface Destination {
  urlStart: number;
  urlEnd: number;
  end: number;
}

/**
 * A link destination at `i` (CommonMark 6.3): `<…>` without line endings or unescaped `<`, `>`; or characters other
 * than spaces and controls, with balanced unescaped parentheses nested at most {@link MAX_PAREN_DEPTH} deep (empty
 * only in an inline link).
 */
function linkDestination(text: string, i: number, end: number, inline: boolean): Destination | undefined {
  if (text[i] === '<') {
    for (let j = i + 1; j < end; j++) {
      const c = text[j];
      if (c === '\\' && j + 1 < end) j++;
      else if (c === '\n' || c === '\r' || c === '<') return undefined;
      else if (c === '>') return { urlStart: i + 1, urlEnd: j, end: j + 1 };
    }
    return undefined;
  }
  let depth = 0;
  let j = i;
  for (; j < end; j++) {
    const code = text.charCodeAt(j);
    if (code <= 0x20 || code === 0x7f) break;
    if (code === 0x5c /* \ */ && j + 1 < end && ASCII_PUNCTUATION.test(text[j + 1]!)) j++;
    else if (code === 0x28 /* ( */) {
      if (++depth > MAX_PAREN_DEPTH) return undefined;
    } else if (code === 0x29 /* ) */) {
      if (depth === 0) break;
      depth--;
    }
  }
  if (depth !== 0 || (j === i && !inline)) return undefined;
  return { urlStart: i, urlEnd: j, end: j };
}

/** Spaces and tabs, and at most one line ending, from `i`. */
function skipSpace(text: string, i: number, end: number): number {
  let lineEndings = 0;
  while (i < end) {
    const c = text[i];
    if (c === ' ' || c === '\t') i++;
    else if ((c === '\n' || c === '\r') && lineEndings === 0) {
      lineEndings++;
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else break;
  }
  return i;
}

/** The end of a link title at `i` (`"…"`, `'…'` or `(…)`, escapes allowed, no blank line), else -1. */
function titleEnd(text: string, i: number, end: number): number {
  const open = text[i];
  const close = open === '(' ? ')' : open;
  if (open !== '"' && open !== "'" && open !== '(') return -1;
  for (let j = i + 1; j < end; j++) {
    const c = text[j];
    if (c === '\\' && j + 1 < end) j++;
    else if (c === close) return j + 1;
    else if (open === '(' && c === '(') return -1;
  }
  return -1;
}

/**
 * The inline link `(destination "title")` after a `]` at `i` (the `(`), or undefined when there is none there.
 */
function inlineLink(text: string, i: number, end: number): Destination | undefined {
  let j = skipSpace(text, i + 1, end);
  const destination = linkDestination(text, j, end, true);
  if (!destination) return undefined;
  j = skipSpace(text, destination.end, end);
  if (j > destination.end && j < end && text[j] !== ')') {
    const close = titleEnd(text, j, end);
    if (close < 0) return undefined;
    j = skipSpace(text, close, end);
  }
  if (text[j] !== ')') return undefined;
  return { urlStart: destination.urlStart, urlEnd: destination.urlEnd, end: j + 1 };
}

/**
 * The URLs of one paragraph or heading, `[start, end)`, read left to right as CommonMark's inline parser does: a
 * backslash escapes punctuation; a run of backticks opens a code span that ends at the next run of the same length
 * (none: the backticks are text); raw HTML and autolinks are read whole; `[`/`![` open link text that a `]` followed by
 * `(destination)` closes, and a link deactivates the `[` before it (links do not nest).
 *
 * Every look ahead that fails is remembered or bounded, as CommonMark's parsers do, so a paragraph is read in linear
 * time: the code spans' runs of backticks ({@link Backticks}), the ends of raw HTML ({@link NextIndex}), the depth of
 * a destination's parentheses ({@link MAX_PAREN_DEPTH}), and which `[` a link deactivated (a mark, not a loop).
 */
function inlineEdits(text: string, start: number, end: number, url: UrlAt, next: NextIndex): void {
  const openers: { image: boolean }[] = [];
  /** The `[` openers below this index are inactive: a link was made after them. */
  let inactiveBelow = 0;
  const backticks: Backticks = { last: new Map(), complete: false };
  let i = start;
  while (i < end) {
    const c = text[i];
    if (c === '\\') {
      i += i + 1 < end && ASCII_PUNCTUATION.test(text[i + 1]!) ? 2 : 1;
    } else if (c === '`') {
      let run = i;
      while (run < end && text[run] === '`') run++;
      const length = run - i;
      i = codeSpanEnd(text, run, end, length, backticks) ?? run;
    } else if (c === '<') {
      AUTOLINK.lastIndex = i;
      const autolink = AUTOLINK.exec(text);
      if (autolink && AUTOLINK.lastIndex <= end) {
        url(i + 1, AUTOLINK.lastIndex - 1);
        i = AUTOLINK.lastIndex;
        continue;
      }
      TAG.lastIndex = i;
      if (TAG.exec(text) && TAG.lastIndex <= end) {
        tagEdits(text, i, TAG.lastIndex, url);
        i = TAG.lastIndex;
      } else i = otherHtmlEnd(text, i, end, next) ?? i + 1;
    } else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      openers.push({ image: c === '!' });
      i += c === '!' ? 2 : 1;
    } else if (c === ']') {
      const opener = openers.pop();
      inactiveBelow = Math.min(inactiveBelow, openers.length);
      const active = opener !== undefined && (opener.image || openers.length >= inactiveBelow);
      const link = active && text[i + 1] === '(' ? inlineLink(text, i + 1, end) : undefined;
      if (link) {
        url(link.urlStart, link.urlEnd);
        if (!opener!.image) inactiveBelow = openers.length;
        i = link.end;
      } else i++;
    } else i++;
  }
}

/**
 * The end of raw inline HTML other than a tag at `i` (CommonMark 6.6: a comment, a processing instruction, a
 * declaration, a CDATA section) when it ends by `end`, else undefined.
 */
function otherHtmlEnd(text: string, i: number, end: number, next: NextIndex): number | undefined {
  const through = (needle: string, from: number): number | undefined => {
    const at = next(needle, from);
    return at >= 0 && at + needle.length <= end ? at + needle.length : undefined;
  };
  if (text.startsWith('<!--', i)) {
    if (text.startsWith('>', i + 4)) return i + 5; // <!-->
    if (text.startsWith('->', i + 4)) return i + 6; // <!--->
    return through('-->', i + 4);
  }
  if (text.startsWith('<?', i)) return through('?>', i + 2);
  if (text.startsWith('<![CDATA[', i)) return through(']]>', i + 9);
  if (text[i + 1] === '!' && /[A-Za-z]/.test(text[i + 2] ?? '')) return through('>', i + 3);
  return undefined;
}

/** The URL attributes ({@link URL_ATTRIBUTES}) of the tag at `[start, end)`. */
function tagEdits(text: string, start: number, end: number, url: UrlAt): void {
  const tag = text.slice(start, end);
  for (const m of tag.matchAll(ATTRIBUTE)) {
    const value = m[2] ?? m[3] ?? m[4];
    if (value === undefined || !URL_ATTRIBUTES.has(m[1]!.toLowerCase())) continue;
    const at = start + m.index + m[0].length - value.length - (m[4] === undefined ? 1 : 0);
    const lead = value.length - value.trimStart().length;
    url(at + lead, at + lead + value.trim().length);
  }
}

/**
 * What a paragraph's code spans learnt of its runs of backticks: where the last run of each length starts, once one
 * search went to the end of the paragraph (`complete`). A run that no run of its length follows is then text at
 * once, so `` ` `` runs of falling lengths take linear time, not a search to the end for each.
 */
interface Backticks {
  last: Map<number, number>;
  complete: boolean;
}

/** The end of a code span whose opening run of `length` backticks ends at `from`, or undefined when none closes it. */
function codeSpanEnd(text: string, from: number, end: number, length: number, seen: Backticks): number | undefined {
  if (seen.complete && (seen.last.get(length) ?? -1) < from) return undefined;
  let i = from;
  while (i < end) {
    const at = text.indexOf('`', i);
    if (at < 0 || at >= end) break;
    let run = at;
    while (run < end && text[run] === '`') run++;
    if (at > (seen.last.get(run - at) ?? -1)) seen.last.set(run - at, at);
    if (run - at === length) return run;
    i = run;
  }
  seen.complete = true;
  return undefined;
}

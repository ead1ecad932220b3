/**
 * What a reader of a step summary sees: the Markdown rendered by `marked` (GitHub Flavored Markdown: tables,
 * strikethrough) to HTML, read back as headings and tables of cell texts (entities decoded, tags dropped).
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { marked } from 'marked';

/** Headings, list items, and every table as rows of cell texts (the header row first). */
export interface Rendered {
  headings: string[];
  items: string[];
  tables: string[][][];
  html: string;
}

export function render(markdown: string): Rendered {
  const html = marked.parse(markdown, { gfm: true, async: false });
  const document = parseDocument(html);
  const named = (names: string[]) => DomUtils.findAll((el) => names.includes(el.name), document.children);
  const headings = named(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']).map((el) => DomUtils.textContent(el));
  const tables = named(['table']).map((table) =>
    DomUtils.findAll((el) => el.name === 'tr', table.children).map((row) =>
      DomUtils.findAll((el) => el.name === 'th' || el.name === 'td', row.children).map((cell) =>
        DomUtils.textContent(cell),
      ),
    ),
  );
  const items = named(['li']).map((el) => DomUtils.textContent(el));
  return { headings, items, tables, html };
}

import { formatBytes } from '../format.ts';
import type { SearchResult } from './search.ts';

// Apart from stage.ts so that the step summary, written on every run, does not load the site stage.

/** "Indexed 42 pages (3,120 words; languages en, fr) for search: pagefind/ holds 1.2 MB." */
export function describeSearch(search: SearchResult): string {
  return (
    `Indexed ${search.pages} pages (${search.words.toLocaleString('en-US')} words; ` +
    `language${search.languages.length === 1 ? '' : 's'} ${search.languages.join(', ')}) for search: ` +
    `pagefind/ holds ${formatBytes(search.bytes)} in ${search.files.length} files.`
  );
}

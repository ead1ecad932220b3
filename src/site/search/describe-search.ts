import { formatBytes } from '../../common/format.ts';
import type { SearchResult } from './search.ts';

// Apart from stage.ts so that the step summary, written on every run, does not load the site stage.

/** "Indexed 42 pages (3,120 words; languages en, fr) for search: pagefind/ holds 1.2 MB." */
export function describeSearch(search: SearchResult): string {
  const { languages } = search;
  const named = languages.length > 0 ? `; language${languages.length === 1 ? '' : 's'} ${languages.join(', ')}` : '';
  return (
    `Indexed ${search.pages} page${search.pages === 1 ? '' : 's'} (${search.words.toLocaleString('en-US')} words` +
    `${named}) for search: pagefind/ holds ${formatBytes(search.bytes)} in ${search.files.length} files.`
  );
}

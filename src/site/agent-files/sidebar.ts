import { Parser } from 'htmlparser2';

/** A link of a page's sidebar and the title of the group it is listed under. */
export interface SidebarLink {
  /** The link's `href`, as the page writes it. */
  href: string;
  /** The group's title, white space collapsed. */
  group: string;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The links of a page's sidebar (`#sidebar`, Mintlify's documented identifier) that come under a group title: a
 * heading, or Mintlify's `#sidebar-title` (the `group` of the docs configuration's navigation, such as "Joe (AI
 * Collaborator)" for the pages of a folder `joe/`). A link belongs to the last title before it; links before any
 * title are left out. The page is parsed up to the sidebar's end only.
 */
export function sidebarLinks(html: string): SidebarLink[] {
  const links: SidebarLink[] = [];
  let depth = 0;
  let sidebarDepth: number | undefined;
  let titleDepth: number | undefined;
  let title = '';
  let group: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++;
        if (sidebarDepth === undefined) {
          if (attribs.id === 'sidebar') sidebarDepth = depth;
          return;
        }
        if (titleDepth === undefined && (HEADINGS.has(name) || attribs.id === 'sidebar-title')) {
          titleDepth = depth;
          title = '';
        }
        const href = attribs.href?.trim();
        if (name === 'a' && href && group !== undefined && titleDepth === undefined) links.push({ href, group });
      },
      ontext(text) {
        if (titleDepth !== undefined) title += text;
      },
      onclosetag() {
        if (titleDepth === depth) {
          group = title.replace(/\s+/g, ' ').trim() || group;
          titleDepth = undefined;
        }
        if (sidebarDepth === depth) parser.pause();
        depth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return links;
}

/**
 * With `agent-files: auto`, sidebar reads in a row of pages of one folder that add no page, after which that folder's
 * other pages are not read for their sidebar: pages missing from every sidebar read so far (hidden pages, such as a
 * changelog's) would otherwise each cost a read of the whole page. The count is per folder (a page's first path
 * segment), so the pages of a tab whose sidebar no page read so far carried (another folder) are still read.
 */
const FRUITLESS_READS = 8;

/** A page's folder: its first path segment, '' for a page at the root. */
const folderOf = (page: string): string => (page.includes('/') ? page.slice(0, page.indexOf('/')) : '');

/**
 * The sidebar group of each page, from the sidebars of the pages read (issue 39 #6): Mintlify gives every page of
 * a tab the same sidebar, so a few pages' sidebars name the groups of most pages. A page keeps the first group a
 * sidebar lists it under.
 */
export class PageGroups {
  private readonly groups = new Map<string, string>();
  /** Per folder, sidebar reads in a row of its pages that added no page. */
  private readonly fruitless = new Map<string, number>();
  private readonly every: boolean;

  /**
   * @param every read the sidebar of every page no sidebar read so far lists (`agent-files: full`, which reads each
   *   page whole anyway); else stop reading a folder's pages after {@link FRUITLESS_READS} fruitless reads in a row
   */
  constructor(every = false) {
    this.every = every;
  }

  /** Whether `page`'s own sidebar should be read: it has no group, and recent sidebars of its folder added pages. */
  wants(page: string): boolean {
    if (this.groups.has(page)) return false;
    return this.every || (this.fruitless.get(folderOf(page)) ?? 0) < FRUITLESS_READS;
  }

  /**
   * Records the sidebar of `page`: its links, each with the site file it leads to (undefined: another site, or no
   * file).
   */
  add(page: string, links: readonly { file: string | undefined; group: string }[]): void {
    const before = this.groups.size;
    for (const { file, group } of links) if (file !== undefined && !this.groups.has(file)) this.groups.set(file, group);
    const folder = folderOf(page);
    this.fruitless.set(folder, this.groups.size > before ? 0 : (this.fruitless.get(folder) ?? 0) + 1);
  }

  /** The title of the group `page` is listed under, if a sidebar read lists it. */
  groupOf(page: string): string | undefined {
    return this.groups.get(page);
  }
}

/**
 * Whether a file of the site is a page the link check reads (`.html`, `.htm`, as written): also what the unpack
 * hands the page readers as it writes it (issue 32 #3), so the two name the same files.
 */
export const isHtmlPage = (file: string): boolean => file.endsWith('.html') || file.endsWith('.htm');

/**
 * Whether `text` is a commit SHA, full or abbreviated: 7 to 40 hex digits, either case (issue 12). The `commit` input
 * must be one; a `commit.sha` from the API that is not one is shown as text, never linked, never compared.
 */
export function isSha(text: string): boolean {
  return /^[0-9a-f]{7,40}$/i.test(text);
}

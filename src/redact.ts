/**
 * A presigned link without its query string (the signature): what may appear in logs, outputs'
 * descriptions and the step summary. A presigned link is a bearer credential until it expires.
 */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return url.split('?', 1)[0] ?? '';
  }
}

/** The query values of a presigned link that must be masked in logs (`X-Amz-Signature` and kin). */
export function secretsOf(url: string): string[] {
  try {
    const params = new URL(url).searchParams;
    return [...params.entries()]
      .filter(([key]) => /signature|credential|security-token|token|sig/i.test(key))
      .map(([, value]) => value)
      .filter((value) => value.length >= 8);
  } catch {
    return [];
  }
}

/**
 * A flat copy of a string: V8 keeps a slice (or a cons-string built from slices) pointing at the whole
 * page, so a kept value would keep every page it came from alive.
 */
export function copy(text: string): string {
  return text.length <= 12 ? (' ' + text).slice(1) : Buffer.from(text, 'utf8').toString('utf8');
}

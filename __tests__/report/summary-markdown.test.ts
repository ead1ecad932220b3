/**
 * The step summary carries text from the site and the API (targets, pages, file names, messages): rendered as GitHub
 * renders Markdown (`marked`, GFM), that text shows as written, control and bidi characters written out, and starts
 * no heading, list, link or table row of its own (issue 39 items 3 and 9).
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { code, codeInCell, markdownText } from '../../src/common/markdown.ts';
import { visible } from '../../src/common/redact.ts';
import { failureSummary } from '../../src/report/summary.ts';
import type { Finding, VerifyReport } from '../../src/verify/findings.ts';
import { SUMMARY_ROWS, verifySummary } from '../../src/verify/report.ts';
import { render } from '../helpers/markdown.ts';

const context = { repository: undefined, runUrl: undefined };

/** What one table cell holding `markdown` shows. */
const cell = (markdown: string): string => {
  const { tables } = render(`| a |\n|---|\n| ${markdown} |\n`);
  expect(tables).toHaveLength(1);
  expect(tables[0]).toHaveLength(2);
  return tables[0]![1]![0]!;
};

function report(findings: Finding[], notes: string[] = [], hosts: string[] = []): VerifyReport {
  return {
    host: 'github-pages',
    layout: 'html',
    pages: 3,
    references: 10,
    targets: 5,
    findings,
    externalHosts: hosts.map((host) => ({ host, pages: 1 })),
    brokenLinks: findings.length,
    brokenTargets: findings.length,
    result: findings.length > 0 ? 'failed' : 'passed',
    notes,
    durationMs: 5,
  };
}

const finding = (target: string, examples: string[], message = 'x'): Finding => ({
  severity: 'error',
  kind: 'missing-page',
  target,
  message,
  pages: examples.length,
  examples,
});

/** Characters that mean something to Markdown, to tables, to the runner or to a reader's eye, and a few plain ones. */
const HOSTILE = [
  ...'\n\r\t\0\x0b\x0c\x1b\x7f\x85\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
  ...'|`\\#<>[]()*_~$&!-+=.:/ \u00a0',
  '%0A',
  '&#124;',
  '```',
  '# ',
  '::error::',
  'https://evil.example/',
  '✅',
  'a',
  '1',
];
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...HOSTILE), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

test('a broken link whose decoded path holds newlines and a heading adds no heading and keeps the table whole', () => {
  const target = decodeURIComponent('/guides/a%0A%0A%23%20✅%20Site%20verification%20passed');
  const markdown = verifySummary(report([finding(target, ['index.html']), finding('/b', ['index.html'])]), undefined);
  const { headings, tables } = render(markdown);
  expect(headings).toEqual(['Site verification']);
  expect(tables).toHaveLength(1);
  expect(tables[0]).toHaveLength(3);
  expect(tables[0]![1]![0]).toBe('/guides/a\\u000a\\u000a# ✅ Site verification passed');
});

test('bidi controls and C1 controls in targets and messages are shown as escapes, as the log shows them', () => {
  const markdown = verifySummary(report([finding('/a\u202egnp.exe', [], 'x\u2066y\u0085z')]), undefined);
  expect(markdown).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0080-\u009f]/);
  const row = render(markdown).tables[0]![1]!;
  expect(row[0]).toBe('/a\\u202egnp.exe');
  expect(row[3]).toBe('x\\u2066y\\u0085z');
});

test('property: no hostile target, page, message, note or host breaks out of the verification table', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(hostile, fc.array(hostile, { maxLength: 3 }), hostile), { minLength: 1, maxLength: 4 }),
      fc.array(hostile, { maxLength: 2 }),
      fc.array(hostile, { maxLength: 2 }),
      hostile,
      (rows, notes, hosts, reportPath) => {
        const findings = rows.map(([target, examples, message]) => finding(target, examples, message));
        const markdown = verifySummary(report(findings, notes, hosts), reportPath);
        const lines = markdown.split('\n');
        const header = lines.indexOf('| target | kind | pages | first 3 pages |');
        // Every line of the table is a row: none ends early, none starts something else.
        const tableLines = lines.slice(header, header + 2 + findings.length);
        expect(tableLines.every((line) => line.startsWith('|') && line.endsWith('|'))).toBe(true);
        expect(lines[header + 2 + findings.length]).toBe('');
        const { headings, tables } = render(markdown);
        expect(headings).toEqual(['Site verification']);
        expect(tables).toHaveLength(1);
        expect(tables[0]).toHaveLength(findings.length + 1);
        // As the summary orders them: by referencing pages (the sort is stable).
        [...findings]
          .sort((a, b) => b.pages - a.pages)
          .forEach((f, i) => {
            const shown = tables[0]![i + 1]!;
            expect(shown).toHaveLength(4);
            expect(shown[0]).toBe(visible(f.target));
            if (f.examples.length === 0) expect(shown[3]).toBe(visible(f.message).trim());
          });
      },
    ),
    { numRuns: 300 },
  );
});

test('property: a failure summary with hostile title, message, hint, facts and log lines keeps its places', () => {
  fc.assert(
    fc.property(
      hostile,
      hostile,
      hostile,
      hostile,
      fc.array(hostile, { maxLength: 3 }),
      (title, message, hint, fact, details) => {
        const markdown = failureSummary(
          title,
          message,
          hint,
          [
            ['Server message', `${fact}.`],
            ['Job', 'se_1'],
          ],
          context,
          details,
        );
        const { headings, tables, html } = render(markdown);
        expect(headings).toEqual(['Mintlify static export failed']);
        expect(tables).toHaveLength(1);
        expect(tables[0]!.map((row) => row.length)).toEqual([2, 2, 2]);
        expect(tables[0]![1]).toEqual(['Server message', `${visible(fact)}.`.trim()]);
        expect(tables[0]![2]).toEqual(['Job', 'se_1']);
        expect(html).not.toMatch(/<(?!\/?(?:h2|p|strong|table|thead|tbody|tr|th|td|pre|code|a)\b)[a-z]/);
        expect(html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
      },
    ),
    { numRuns: 300 },
  );
});

test('markdownText shows any text as written, in a paragraph or a table cell', () => {
  fc.assert(
    fc.property(hostile, (text) => {
      expect(cell(markdownText(text))).toBe(visible(text).trim());
    }),
    { numRuns: 500 },
  );
});

test('the summary keeps a secret out in the form the summary writes it', async () => {
  const { withoutSecrets } = await import('../../src/common/markdown.ts');
  const key = 'mint_-key_with|pipe';
  expect(withoutSecrets(`${markdownText(key)} and ${code(key)} and ${key}`, [key])).not.toContain('key');
});

test('the findings table never grows past its cap', () => {
  const findings = Array.from({ length: SUMMARY_ROWS + 5 }, (_, i) => finding(`/x${i}\n# h`, ['a.html']));
  const { headings, tables } = render(verifySummary(report(findings), 'out/report.json'));
  expect(headings).toEqual(['Site verification']);
  expect(tables[0]).toHaveLength(SUMMARY_ROWS + 1);
});

describe('code spans show their text exactly (item 9)', () => {
  test.each([
    '/_next/static/chunks/main_app-1*2.js',
    '/\\_next/a',
    'a`b',
    '``x',
    'x`',
    '` x `',
    ' a ',
    ' a',
    '   ',
    'a|b',
    'a\\|b',
    'a\\',
    '<b>x</b> &amp; [x](y) *x* $x$ ~~x~~',
    '',
  ])('%j', (text) => {
    expect(cell(codeInCell(text))).toBe(text);
    // On a line (a list item), no pipe is escaped: GitHub would show the backslash of a `\|` there.
    expect(render(`- ${code(text)}`).items).toEqual([text]);
  });

  test('a target and its pages in the findings table, as a reader sees them', () => {
    const target = '/_next/static/css/app_layout.css';
    const markdown = verifySummary(report([finding(target, ['guides/a_b.html', 'x`y.html'])]), undefined);
    expect(render(markdown).tables[0]![1]).toEqual([target, 'missing page (error)', '2', 'guides/a_b.html, x`y.html']);
  });

  test('property: any text in a code span shows as written, control characters written out', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(cell(codeInCell(text))).toBe(visible(text));
        expect(render(`- ${code(text)}`).items).toEqual([visible(text)]);
      }),
      { numRuns: 500 },
    );
  });
});

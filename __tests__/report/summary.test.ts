import { code, codeInCell } from '../../src/report/summary.ts';

test('code spans show values verbatim: only | in a table cell is escaped, backticks get a longer fence', () => {
  expect(code('se_3f9a2c1b8e7d4a06')).toBe('`se_3f9a2c1b8e7d4a06`');
  expect(codeInCell('a|b')).toBe('`a\\|b`');
  expect(code('a|b')).toBe('`a|b`');
  expect(code('x`y')).toBe('``x`y``');
  expect(code('x``y`')).toBe('``` x``y` ```');
});

import {
  agentSummary,
  exportSummary,
  failureSummary,
  siteFilesSection,
  updateSection,
} from '../../src/report/summary.ts';
import type { ExportResult } from '../../src/report/result.ts';
import type { UpdateResult } from '../../src/service/update.ts';
import { verifySummary } from '../../src/verify/report.ts';
import { render } from '../helpers/markdown.ts';

/** Every table header in `markdown` that no row follows (issue 31: a failed step's summary ended with one). */
function emptyTables(markdown: string): string[] {
  const lines = markdown.split('\n');
  return lines.filter((line, i) => /^\|[-| ]+\|$/.test(line) && !/^\|/.test(lines[i + 1] ?? ''));
}

const context = { repository: undefined, runUrl: undefined };
const bareUpdate: UpdateResult = {
  projectId: 'p_1',
  statusId: 'st_1',
  status: {
    status: 'success',
    projectId: undefined,
    summary: undefined,
    logs: [],
    createdAt: undefined,
    endedAt: undefined,
    author: undefined,
    source: undefined,
    commit: undefined,
  },
  durationMs: 1000,
  verdict: undefined,
  inRunRepository: false,
};
const bareExport: ExportResult = {
  jobId: 'se_1',
  started: true,
  status: {
    status: 'completed',
    progress: undefined,
    pageCount: undefined,
    error: undefined,
    bundle: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  },
  bundle: { bundleUrl: 'https://bucket.test/b.tar.gz', expiresAt: 'x', expiresAtMs: undefined, sizeBytes: undefined },
  transfer: undefined,
  times: {},
  update: bareUpdate,
};

test.each([
  [
    'a failure before any input was read (no facts known)',
    () => failureSummary('Invalid input', "Input 'domain': is required", undefined, [['Domain', undefined]], context),
  ],
  ['a failure with no facts at all', () => failureSummary('Cancelled', 'The step was cancelled.', 'x', [], context)],
  [
    'a failure listing several inputs',
    () => failureSummary('Invalid inputs', '2 inputs', undefined, [['Job', '']], context, [], ['a', 'b']),
  ],
  ['an export with the fewest facts', () => exportSummary(undefined, bareExport, 0, context)],
  ['an update with the fewest facts', () => updateSection(bareUpdate, context)],
  ['site files with nothing written', () => siteFilesSection(undefined, undefined)],
  [
    'an agent job with the fewest facts',
    () =>
      agentSummary(
        'p_1',
        { id: 'aj_1', status: 'active', model: undefined, repository: undefined, ref: null, prLink: null },
        context,
      ),
  ],
  [
    'a verification with no findings',
    () =>
      verifySummary(
        {
          host: 'auto',
          layout: 'html',
          pages: 0,
          references: 0,
          targets: 0,
          findings: [],
          externalHosts: [],
          brokenLinks: 0,
          brokenTargets: 0,
          result: 'passed',
          notes: [],
          durationMs: 0,
        },
        undefined,
      ),
  ],
])('no step summary has a table without rows: %s', (_kind, render) => {
  const markdown = render();
  expect(emptyTables(markdown)).toEqual([]);
  expect(markdown).not.toContain('| | |\n|---|---|\n\n');
});

test('a failure with every fact unknown shows no table at all', () => {
  const markdown = failureSummary(
    'Invalid input',
    'x',
    undefined,
    [
      ['Domain', undefined],
      ['Job', undefined],
    ],
    context,
  );
  expect(markdown).not.toContain('|');
});

test('a failure listing several inputs shows each as an item of a list', () => {
  const markdown = failureSummary(
    'Invalid inputs',
    '2 inputs are invalid',
    undefined,
    [],
    context,
    [],
    ["Input 'domain': 'https://x' is not a hostname", "Input 'search': 'yes' is not one of off, pagefind"],
  );
  expect(render(markdown).items).toEqual([
    "Input 'domain': 'https://x' is not a hostname",
    "Input 'search': 'yes' is not one of off, pagefind",
  ]);
});

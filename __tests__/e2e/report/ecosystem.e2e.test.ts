/**
 * What adopters see and chain into: the step summary and log on success and failure, helm-values,
 * version and paths. Through dist/index.js against the emulator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator, type Emulator } from '../../../emulator/server.ts';
import { makeTempFolder, runAction } from '../../../emulator/runner.ts';
import { NO_AGENT_FILES } from '../../helpers/no-agent-files.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    durationMs: 800,
    queuedMs: 100,
    pages: 50,
    failingDomains: { 'broken.example.com': 'Page api/intro.mdx failed to render' },
  });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.requests.splice(0));

const base = () => ({
  'api-key': emulator.apiKey,
  'api-url': emulator.apiUrl,
  domain: 'docs.example.com',
  ...NO_AGENT_FILES,
});
const startBody = (): unknown => JSON.parse(emulator.requests.find((r) => r.endpoint === 'start')!.body);

test('success summary: domain, job, status, pages, size, files, phase times, expiry, bare link, folder', async () => {
  const result = await runAction({ inputs: base() });
  expect(result.code).toBe(0);
  const s = result.summary;
  expect(s).toContain('## Mintlify static export');
  expect(s).toContain('| Domain | docs.example.com |');
  expect(s).toContain(`| Status | completed |`);
  expect(s).toContain(`| Pages | ${result.outputs.pageCount} |`);
  expect(s).toMatch(/\| Archive \| [\d.]+ kB \(tar\.gz\) \|/);
  expect(s).toMatch(/\| Files \| \d+ files, [\d.]+ kB unpacked \|/);
  // Durations as formatDuration writes them (ms, or s on a loaded machine).
  expect(s).toMatch(
    new RegExp(
      String.raw`\| Time \| queued [\d.]+m?s · exporting [\d.]+m?s · bundle [\d.]+m?s · download [\d.]+m?s · ` +
        String.raw`unpack [\d.]+m?s · verify [\d.]+m?s \|`,
    ),
  );
  expect(s).toMatch(/\| Link expires \| \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(in 60 minutes\) \|/);
  expect(s).toContain(`| Link | \`${result.outputs.bundleUrl!.split('?')[0]}\` |`);
  expect(s).not.toContain('X-Amz-Signature');
  expect(s).toContain('static-export');
  expect(s).toContain('[Workflow run](<https://github.com/acme/docs/actions/runs/4242>)');
});

test('the log: one group per phase, and a closing notice with pages and size', async () => {
  const result = await runAction({ inputs: base() });
  const groups = result.log
    .split('\n')
    .filter((l) => l.startsWith('::group::'))
    .map((l) => l.replace('::group::', ''));
  expect(groups).toEqual([
    'Start the export',
    `Wait for export job ${result.outputs.jobId}`,
    'Generate the bundle',
    'Download the bundle',
    'Unpack the site',
    'Verify the site',
  ]);
  expect(result.log.split('\n').filter((l) => l === '::endgroup::')).toHaveLength(6);
  expect(result.log).toMatch(
    new RegExp(
      `::notice title=Static export ready::Exported ${result.outputs.pageCount} pages ` +
        String.raw`\(\d+ files, [\d.]+ kB archive\) into `,
    ),
  );
});

test("the failure summary and annotation: what failed, the server's message, the next step", async () => {
  const result = await runAction({ inputs: { ...base(), domain: 'broken.example.com' } });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(
    /::error title=Export job failed::Export job se_\w+ failed: Page api\/intro.mdx failed to render/,
  );
  expect(result.summary).toContain('## Mintlify static export failed');
  expect(result.summary).toContain('Page api/intro.mdx failed to render');
  expect(result.summary).toMatch(/\*\*Next step:\*\* Fix the cause the service names/);
  expect(result.summary).toContain('| Domain | broken.example.com |');

  emulator.inject('start', {
    status: 403,
    body: JSON.stringify({ error: 'Static export requires an Enterprise plan' }),
  });
  const refused = await runAction({ inputs: base() });
  expect(refused.summary).toContain('| HTTP status | 403 |');
  expect(refused.summary).toContain('| Server message | Static export requires an Enterprise plan |');
  expect(refused.summary).toMatch(/\*\*Next step:\*\* Refused: static export is not enabled/);
});

const VALUES = `# Values for the enterprise docs chart
replicaCount: 2

image:
  repository: mintlify/enterprise # pinned by platform team
  tag: "1.42.0"

# Serve the static export bundle
staticExport:
  enabled: false
  # The workflow fills in bundleUrl on every publish.
  version: "2025-10"

ingress:
  enabled: true
  hosts:
    - docs.example.com # primary
`;

test('helm-values: sets enabled, bundleUrl and version, keeping comments, order and the rest as it was', async () => {
  const workspace = makeTempFolder();
  fs.mkdirSync(path.join(workspace, 'deploy'));
  fs.writeFileSync(path.join(workspace, 'deploy/values.yaml'), VALUES);
  const result = await runAction({
    inputs: { ...base(), 'helm-values': 'deploy/values.yaml', version: 'yes', download: 'false' },
    workspace,
  });
  expect(result.code).toBe(0);
  const after = fs.readFileSync(path.join(workspace, 'deploy/values.yaml'), 'utf8');
  const expected = VALUES.replace('  enabled: false\n  # The workflow', '  enabled: true\n  # The workflow').replace(
    '  version: "2025-10"\n',
    `  version: "yes"\n  bundleUrl: ${result.outputs.bundleUrl}\n`,
  );
  expect(after).toBe(expected);
  expect(startBody()).toEqual({ domain: 'docs.example.com', version: 'yes' });
});

test('helm-values: creates the staticExport block when it is missing', async () => {
  const workspace = makeTempFolder();
  fs.writeFileSync(path.join(workspace, 'values.yaml'), '# chart values\nreplicaCount: 1\n');
  const result = await runAction({ inputs: { ...base(), 'helm-values': 'values.yaml', download: 'false' }, workspace });
  expect(result.code).toBe(0);
  expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toBe(
    `# chart values\nreplicaCount: 1\nstaticExport:\n  enabled: true\n  bundleUrl: ${result.outputs.bundleUrl}\n`,
  );
});

describe('helm-values is edited as a GitOps reviewer expects (issue 11, defect 7)', () => {
  const GITOPS = [
    'replicaCount: 2  # two pods',
    'hosts: [docs.internal.example]',
    'staticExport:',
    '  enabled: false',
    "  bundleUrl: 'https://old.example/bundle.tar.gz'",
    'resources: {limits: {memory: 512Mi}}',
    '',
  ].join('\n');

  test('only the staticExport lines change, byte for byte elsewhere', async () => {
    const workspace = makeTempFolder();
    fs.writeFileSync(path.join(workspace, 'values.yaml'), GITOPS);
    const result = await runAction({
      inputs: { ...base(), 'helm-values': 'values.yaml', download: 'false' },
      workspace,
    });
    expect(result.code).toBe(0);
    const after = fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8');
    expect(after).toBe(
      GITOPS.replace('enabled: false', 'enabled: true').replace(
        "'https://old.example/bundle.tar.gz'",
        `'${result.outputs.bundleUrl}'`,
      ),
    );
    expect(fs.readdirSync(workspace)).toEqual(['values.yaml']);
  });

  test('a 0600 values file stays 0600', async () => {
    const workspace = makeTempFolder();
    fs.writeFileSync(path.join(workspace, 'values.yaml'), GITOPS, { mode: 0o600 });
    const result = await runAction({
      inputs: { ...base(), 'helm-values': 'values.yaml', download: 'false' },
      workspace,
    });
    expect(result.code).toBe(0);
    expect(fs.statSync(path.join(workspace, 'values.yaml')).mode & 0o777).toBe(0o600);
  });

  test('a symbolic link stays a link, and the file it points to inside the workspace is edited', async () => {
    const workspace = makeTempFolder();
    fs.mkdirSync(path.join(workspace, 'charts'));
    fs.writeFileSync(path.join(workspace, 'charts', 'values.yaml'), GITOPS);
    fs.symlinkSync('charts/values.yaml', path.join(workspace, 'values.yaml'));
    const result = await runAction({
      inputs: { ...base(), 'helm-values': 'values.yaml', download: 'false' },
      workspace,
    });
    expect(result.code).toBe(0);
    expect(fs.lstatSync(path.join(workspace, 'values.yaml')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(workspace, 'charts', 'values.yaml'), 'utf8')).toContain('enabled: true');
    expect(fs.readdirSync(path.join(workspace, 'charts'))).toEqual(['values.yaml']);
  });

  test('a link that leads outside the workspace is refused before any request, and nothing is written', async () => {
    const workspace = makeTempFolder();
    const elsewhere = makeTempFolder('elsewhere-');
    fs.writeFileSync(path.join(elsewhere, 'values.yaml'), GITOPS);
    fs.symlinkSync(path.join(elsewhere, 'values.yaml'), path.join(workspace, 'values.yaml'));
    const result = await runAction({ inputs: { ...base(), 'helm-values': 'values.yaml' }, workspace });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /::error title=Unsafe path::The helm-values file .*values\.yaml leads outside the workspace/,
    );
    expect(emulator.requests).toHaveLength(0);
    expect(fs.readFileSync(path.join(elsewhere, 'values.yaml'), 'utf8')).toBe(GITOPS);
  });

  test.each([['changes-file'], ['verify-report']])(
    'a link to the file %s writes is refused before any request: the values are never overwritten',
    async (input) => {
      const workspace = makeTempFolder();
      fs.writeFileSync(path.join(workspace, 'values.yaml'), GITOPS);
      fs.symlinkSync('values.yaml', path.join(workspace, 'link.yaml'));
      const before = emulator.requests.length;
      const result = await runAction({
        inputs: { ...base(), 'helm-values': 'link.yaml', [input]: 'values.yaml' },
        workspace,
      });
      expect(result.code).toBe(1);
      expect(result.log).toContain(`which input ${input} also writes: one would overwrite the other.`);
      expect(emulator.requests.length).toBe(before);
      expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toBe(GITOPS);
    },
  );

  test('a file input below a file is refused before any request with what is wrong', async () => {
    const workspace = makeTempFolder();
    fs.writeFileSync(path.join(workspace, 'README.md'), 'repo file');
    const before = emulator.requests.length;
    const result = await runAction({ inputs: { ...base(), 'changes-file': 'README.md/changes.json' }, workspace });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /::error title=Invalid input::Input 'changes-file': .*changes\.json lies below a file \(.*README\.md\)/,
    );
    expect(emulator.requests.length).toBe(before);
  });
});

describe('helm-values inside the site folder, which the swap replaces whole, is refused (issue 20, defect 2)', () => {
  const values = 'staticExport:\n  enabled: false\n';
  const siteWithValues = (): string => {
    const workspace = makeTempFolder();
    fs.mkdirSync(path.join(workspace, 'static-export', '_next'), { recursive: true });
    // An earlier site (a folder holding only values.yaml is not one, and is refused whole: site-folder.e2e.test.ts).
    fs.writeFileSync(path.join(workspace, 'static-export', 'index.html'), 'previous');
    fs.writeFileSync(path.join(workspace, 'static-export', 'values.yaml'), values);
    return workspace;
  };

  test('named inside path: refused before any request, naming both inputs; the file is kept', async () => {
    const workspace = siteWithValues();
    const result = await runAction({ inputs: { ...base(), 'helm-values': 'static-export/values.yaml' }, workspace });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /Input 'helm-values': 'static-export\/values\.yaml' lies inside the site folder \(path: static-export\)/,
    );
    expect(emulator.requests).toHaveLength(0);
    expect(fs.readFileSync(path.join(workspace, 'static-export', 'values.yaml'), 'utf8')).toBe(values);
  });

  test('a link beside it that leads into path: refused before any request; the file is kept', async () => {
    const workspace = siteWithValues();
    fs.symlinkSync(path.join('static-export', 'values.yaml'), path.join(workspace, 'values.yaml'));
    const result = await runAction({ inputs: { ...base(), 'helm-values': 'values.yaml' }, workspace });
    expect(result.code).toBe(1);
    expect(result.log).toMatch(
      /::error title=Unsafe path::The helm-values file .*values\.yaml leads into the site folder/,
    );
    expect(emulator.requests).toHaveLength(0);
    expect(fs.readFileSync(path.join(workspace, 'static-export', 'values.yaml'), 'utf8')).toBe(values);
  });

  test('with download: false nothing is replaced, so a values file inside path is edited', async () => {
    const workspace = siteWithValues();
    const result = await runAction({
      inputs: { ...base(), 'helm-values': 'static-export/values.yaml', download: 'false' },
      workspace,
    });
    expect(result.code).toBe(0);
    expect(fs.readFileSync(path.join(workspace, 'static-export', 'values.yaml'), 'utf8')).toContain('enabled: true');
  });
});

test('helm-values that does not parse is refused before any request and left untouched', async () => {
  const workspace = makeTempFolder();
  const broken = 'staticExport:\n  enabled: true\n   bundleUrl: [unclosed\n';
  fs.writeFileSync(path.join(workspace, 'values.yaml'), broken);
  const result = await runAction({ inputs: { ...base(), 'helm-values': 'values.yaml' }, workspace });
  expect(result.code).toBe(1);
  expect(result.log).toMatch(
    /::error title=helm-values does not parse::The Helm values file .*values\.yaml is not valid YAML/,
  );
  expect(emulator.requests).toHaveLength(0);
  expect(fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8')).toBe(broken);
});

test('paths (one per line) and version go to the start call', async () => {
  const result = await runAction({
    inputs: { ...base(), paths: '/introduction\n\n/guides/deploy\n', version: 'v2', download: 'false' },
  });
  expect(result.code).toBe(0);
  expect(startBody()).toEqual({
    domain: 'docs.example.com',
    version: 'v2',
    paths: ['/introduction', '/guides/deploy'],
  });
});

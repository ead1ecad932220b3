/**
 * Input `local-export` (issue 46): what is refused with it, reported with the other input errors before anything is
 * read, and what it makes optional (api-key, domain).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readInputs, type ExportInputs } from '../src/inputs.ts';
import { InputError, InputErrors } from '../src/common/errors.ts';
import { makeTempFolder } from '../emulator/runner.ts';

function workspace(): string {
  const folder = makeTempFolder();
  fs.writeFileSync(path.join(folder, 'export.zip'), 'PK');
  fs.mkdirSync(path.join(folder, 'built', 'guides'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'built', 'index.html'), '<html></html>');
  return folder;
}

function read(ws: string, inputs: Record<string, string>): ExportInputs {
  return readInputs((name) => inputs[name] ?? '', {
    GITHUB_WORKSPACE: ws,
    RUNNER_TEMP: path.join(ws, '..'),
    platform: 'linux',
  }) as ExportInputs;
}

/** Every input error of one read, as `input: detail`. */
function errors(ws: string, inputs: Record<string, string>): string[] {
  try {
    read(ws, inputs);
  } catch (error) {
    if (error instanceof InputErrors) return error.errors.map((each) => `${each.input}: ${each.detail}`);
    if (error instanceof InputError) return [`${error.input}: ${error.detail}`];
    throw error;
  }
  throw new Error('expected input errors');
}

test('a zip or a folder needs no api-key and no domain', () => {
  const ws = workspace();
  const zip = read(ws, { 'local-export': 'export.zip' });
  expect(zip.localExport).toEqual({ text: 'export.zip', path: path.join(ws, 'export.zip'), kind: 'file' });
  expect(zip.domain).toBeUndefined();
  const folder = read(ws, { 'local-export': 'built', domain: 'docs.example.com' });
  expect(folder.localExport?.kind).toBe('folder');
  expect(folder.domain).toBe('docs.example.com');
});

test('without local-export, api-key and domain are still required', () => {
  const ws = workspace();
  expect(errors(ws, {})).toEqual([expect.stringMatching(/^api-key: is empty/), expect.stringMatching(/^domain: /)]);
});

test.each([
  [{ 'job-id': 'se_1' }, 'job-id'],
  [{ update: 'true', 'project-id': 'p1' }, 'update: true'],
  [{ 'agent-job-id': 'a1', 'project-id': 'p1' }, 'agent-job-id'],
])('local-export with %j is an input error', (extra, named) => {
  const found = errors(workspace(), { 'local-export': 'export.zip', ...extra });
  expect(found).toContainEqual(expect.stringMatching(new RegExp(`^local-export: .*so ${named}`)));
});

test('a path that does not exist is an input error, reported with the others', () => {
  const found = errors(workspace(), { 'local-export': 'missing/export.zip', 'base-path': 'docs?x' });
  expect(found).toEqual([
    expect.stringMatching(/^base-path: /),
    expect.stringMatching(/^local-export: 'missing\/export.zip' does not exist/),
  ]);
});

test.each([
  ['static-export', 'static-export', /is the site folder/],
  ['static-export/site', 'static-export', /lies inside the site folder/],
  ['built', 'built', /is the site folder/],
  ['built/guides', 'built', /lies inside the site folder/],
  ['.', 'static-export', /is the workspace itself/],
])('local-export %j with path %j is an input error', (local, site, message) => {
  const ws = workspace();
  fs.mkdirSync(path.join(ws, 'static-export', 'site'), { recursive: true });
  expect(errors(ws, { 'local-export': local, path: site })).toContainEqual(
    expect.stringMatching(new RegExp(`^local-export: .*${message.source}`)),
  );
});

test('a folder that holds the site folder, a link, and a file the run writes are refused', () => {
  const ws = workspace();
  fs.mkdirSync(path.join(ws, 'built', 'out'));
  expect(errors(ws, { 'local-export': 'built', path: 'built/out' })).toEqual([
    expect.stringMatching(/^local-export: 'built' holds the site folder/),
  ]);
  fs.symlinkSync(path.join(ws, 'built'), path.join(ws, 'linked'));
  expect(errors(ws, { 'local-export': 'linked' })).toEqual([expect.stringMatching(/is a symbolic link/)]);
  expect(errors(ws, { 'local-export': 'export.zip', 'site-archive': 'export.zip' })).toEqual([
    expect.stringMatching(/^local-export: 'export.zip' and site-archive/),
  ]);
});

test("local-export that is or holds RUNNER_TEMP is an input error: the action's scratch folder is no export", () => {
  const ws = workspace();
  const temp = path.join(ws, 'built', 'runner-temp');
  fs.mkdirSync(temp);
  for (const local of ['built', 'built/runner-temp']) {
    let found: string[] = [];
    try {
      readInputs((name) => ({ 'local-export': local })[name] ?? '', {
        GITHUB_WORKSPACE: ws,
        RUNNER_TEMP: temp,
        platform: 'linux',
      });
    } catch (error) {
      found = error instanceof InputErrors ? error.errors.map((e) => e.detail) : [(error as InputError).detail];
    }
    expect(found).toContainEqual(expect.stringMatching(/is or holds the runner's temporary folder \(RUNNER_TEMP\)/));
  }
});

test('a link above local-export does not hide that it lies inside the site folder', () => {
  const ws = workspace();
  fs.mkdirSync(path.join(ws, 'static-export', 'old'), { recursive: true });
  fs.writeFileSync(path.join(ws, 'static-export', 'old', 'index.html'), '<html></html>');
  fs.symlinkSync(path.join(ws, 'static-export'), path.join(ws, 'selink'));
  expect(errors(ws, { 'local-export': 'selink/old' })).toContainEqual(
    expect.stringMatching(/^local-export: 'selink\/old' lies inside the site folder/),
  );
});

import fs from 'node:fs';
import { isMap, parseDocument, YAMLMap, type Document } from 'yaml';
import { ActionError } from './errors.ts';

/** What goes into the chart's `staticExport` block (spec §1; platform facts "Self-hosted deployments"). */
export interface StaticExportValues {
  bundleUrl: string;
  /** Pins an export version (`staticExport.version`); left as it is when undefined. */
  version: string | undefined;
}

/**
 * Reads and parses a Helm values file, before any request is sent, so a broken file costs no export.
 * @throws ActionError naming the file and the parse error; the file is not touched
 */
export async function loadHelmValues(file: string): Promise<Document> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    throw new ActionError(
      'helm-values unreadable',
      `Cannot read the Helm values file ${file}: ${(error as Error).message}.`,
      'Check the helm-values input: a path to values.yaml relative to the workspace.',
    );
  }
  // Helm reads values with YAML 1.1 rules (yes/on are booleans), so strings are quoted by those rules.
  const doc = parseDocument(text, { version: '1.1' });
  const problem = doc.errors[0];
  if (problem) {
    throw new ActionError(
      'helm-values does not parse',
      `The Helm values file ${file} is not valid YAML: ${problem.message.split('\n')[0]}.`,
      'Fix the file; it was left untouched.',
    );
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new ActionError(
      'helm-values is not a mapping',
      `The Helm values file ${file} does not hold a mapping at its top level.`,
      'A values.yaml is a mapping of keys; fix the file. It was left untouched.',
    );
  }
  return doc;
}

/**
 * Sets `staticExport.enabled: true`, `staticExport.bundleUrl` and, when given, `staticExport.version`,
 * creating the keys when missing and keeping every comment, key order and the rest of the formatting
 * (the `yaml` library's Document API). Long values are never folded. Written beside the file, then
 * renamed over it.
 * @returns the new text
 */
export async function writeHelmValues(file: string, doc: Document, values: StaticExportValues): Promise<string> {
  // Made explicitly: under YAML 1.1, setIn would create a missing block as an !!omap.
  if (doc.contents === null) doc.contents = new YAMLMap();
  if (!isMap(doc.get('staticExport', true))) doc.set('staticExport', new YAMLMap());
  doc.setIn(['staticExport', 'enabled'], true);
  doc.setIn(['staticExport', 'bundleUrl'], values.bundleUrl);
  if (values.version !== undefined) doc.setIn(['staticExport', 'version'], values.version);
  const text = doc.toString({ lineWidth: 0 });
  const partial = `${file}.partial-${process.pid}`;
  await fs.promises.writeFile(partial, text);
  await fs.promises.rename(partial, file);
  return text;
}

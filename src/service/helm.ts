import fs from 'node:fs';
import {
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  parseDocument,
  Scalar,
  stringify,
  type Document,
  visit,
  type YAMLMap,
} from 'yaml';
import { writeFileAtomic } from '../common/atomic.ts';
import { ActionError } from '../common/errors.ts';

/** What goes into the chart's `staticExport` block (spec §1; platform facts "Self-hosted deployments"). */
export interface StaticExportValues {
  bundleUrl: string;
  /** Pins an export version (`staticExport.version`); left as it is when undefined. */
  version: string | undefined;
}

/** A values file as read before any request: its text, edited later, and its parsed form. */
export interface HelmValues {
  file: string;
  text: string;
  doc: Document;
}

// Helm reads values with YAML 1.1 rules (yes/on are booleans), so strings are quoted by those rules.
const YAML_OPTIONS = { version: '1.1' } as const;

/**
 * Reads and parses a Helm values file, before any request is sent, so a broken file costs no export; the edit is
 * tried on it too (not written).
 * @param file the file's real path (a link already resolved and checked to stay inside the workspace)
 * @param version the `version` input, which the edit will also write
 * @throws ActionError naming the file and the problem; the file is not touched
 */
export async function loadHelmValues(file: string, version: string | undefined): Promise<HelmValues> {
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
  const doc = parseDocument(text, YAML_OPTIONS);
  const problem = doc.errors[0];
  if (problem) {
    throw new ActionError(
      'helm-values does not parse',
      `The Helm values file ${file} is not valid YAML: ${problem.message.split('\n')[0]}.`,
      'Fix the file; it was left untouched.',
    );
  }
  const unusable = unusableShape(doc) ?? sharedAnchor(doc, version !== undefined);
  if (unusable) {
    throw new ActionError(
      'helm-values cannot be edited',
      `The Helm values file ${file} ${unusable}.`,
      unusable.includes('anchor')
        ? 'Give the staticExport values their own copies (no anchor that an alias shares); the file was left untouched.'
        : 'Make staticExport a block mapping (or remove it and let the action add it); the file was left untouched.',
    );
  }
  // A dry run now, so a file the edit cannot handle fails the step before any request, not after the export.
  editHelmValues(text, doc, { bundleUrl: 'https://bucket.example/se_0/bundle.tar.gz?X-Amz-Signature=0', version });
  return { file, text, doc };
}

/** Why the action will not edit this document, or undefined when it can. */
function unusableShape(doc: Document): string | undefined {
  if (doc.contents === null) return undefined;
  if (!isMap(doc.contents)) return 'does not hold a mapping at its top level';
  if (doc.contents.flow) return 'holds a flow mapping ({ … }) at its top level';
  const value = doc.get('staticExport', true);
  if (isAlias(value)) return "has staticExport as an alias (*name): editing it would change the anchor's other uses";
  if (value !== undefined && !isMap(value) && !(isScalar(value) && value.value === null))
    return 'has a staticExport that is not a mapping';
  return undefined;
}

/**
 * Why an edit would change more than the user asked: the `staticExport` block, or a value the action replaces in
 * it, carries an anchor (`&name`) that an alias (`*name`) uses elsewhere, so the alias would change with it.
 * @param withVersion whether `staticExport.version` is edited too
 * @returns the reason naming the anchor and the key, or undefined when no edited node is aliased
 */
function sharedAnchor(doc: Document, withVersion: boolean): string | undefined {
  const block = doc.get('staticExport', true);
  if (!isMap(block)) return undefined;
  const edited: [string, unknown][] = [['staticExport', block]];
  for (const key of withVersion ? ['enabled', 'bundleUrl', 'version'] : ['enabled', 'bundleUrl'])
    edited.push([`staticExport.${key}`, block.get(key, true)]);
  const aliased = new Set<unknown>();
  visit(doc, {
    Alias(_, alias) {
      aliased.add(alias.resolve(doc));
    },
  });
  for (const [where, node] of edited) {
    if (isNode(node) && node.anchor && aliased.has(node))
      return (
        `has ${where} marked with the anchor &${node.anchor}, which *${node.anchor} uses elsewhere: ` +
        'editing it would change that too'
      );
  }
  return undefined;
}

/**
 * Sets `staticExport.enabled: true`, `staticExport.bundleUrl` and, when given, `staticExport.version` in the file,
 * adding the keys (or the block) when missing, and writes it atomically (`atomic.ts`: mode kept, a link followed).
 * @returns the new text
 * @throws ActionError when the edit would not read back as intended (the file is then not written); the file
 * system's error when writing fails
 */
export async function writeHelmValues(values: HelmValues, update: StaticExportValues): Promise<string> {
  const text = editHelmValues(values.text, values.doc, update);
  await writeFileAtomic(values.file, text);
  return text;
}

/**
 * The text with only the `staticExport` values changed, every other byte as it was (comments, spacing, flow
 * collections, quoting, line endings): a GitOps reviewer sees a diff of the staticExport lines alone. A value is
 * replaced in its own quoting style; new keys take the block's indentation and the file's line ending.
 * @param doc `text` parsed by {@link loadHelmValues}
 * @throws ActionError when the result would not read back with the new values
 */
export function editHelmValues(text: string, doc: Document, update: StaticExportValues): string {
  const wanted: [string, string | boolean][] = [
    ['enabled', true],
    ['bundleUrl', update.bundleUrl],
  ];
  if (update.version !== undefined) wanted.push(['version', update.version]);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const top = doc.contents;
  const pair = isMap(top)
    ? top.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === 'staticExport')
    : undefined;
  let edited: string;
  if (!pair || !isMap(pair.value)) {
    const block = wanted.map(([key, value]) => `${eol}  ${key}: ${render(value)}`).join('');
    if (!pair) {
      const base = text === '' || text.endsWith('\n') ? text : text + eol;
      edited = `${base}staticExport:${block}${eol}`;
    } else {
      // `staticExport:` with nothing, `~` or `null`: the block goes under the key, and the null token goes.
      const keyEnd = (pair.key as Scalar).range![1];
      const colon = text.indexOf(':', keyEnd);
      const lineEnd = endOfLine(text, colon);
      const rest = text.slice(colon + 1, lineEnd).replace(/^\s*(~|null|Null|NULL)?/, '');
      edited = text.slice(0, colon + 1) + (rest ? ` ${rest.trimStart()}` : '') + block + text.slice(lineEnd);
    }
  } else {
    edited = editBlock(text, pair.value, wanted, eol);
  }
  checkEdit(edited, update);
  return edited;
}

/** Replaces existing keys' values in place, then adds the missing keys at the end of the mapping. */
function editBlock(text: string, map: YAMLMap, wanted: [string, string | boolean][], eol: string): string {
  const edits: { at: number; to: number; insert: string }[] = [];
  const missing: [string, string | boolean][] = [];
  for (const [key, value] of wanted) {
    const item = map.items.find((p) => isScalar(p.key) && p.key.value === key);
    const node = item?.value;
    if (!item) missing.push([key, value]);
    else if ((isScalar(node) || isAlias(node)) && node.range && node.range[1] > node.range[0]) {
      const type = isScalar(node) ? node.type : undefined;
      edits.push({ at: node.range[0], to: node.range[1], insert: render(value, type, map.flow === true) });
    } else {
      // An empty value (`enabled:`): the new one goes right after the colon.
      const colon = text.indexOf(':', (item.key as Scalar).range![1]);
      edits.push({ at: colon + 1, to: colon + 1, insert: ` ${render(value, undefined, map.flow === true)}` });
    }
  }
  if (missing.length > 0) {
    if (map.flow) {
      // Before the closing brace: `{a: 1}` becomes `{a: 1, enabled: true}`.
      const close = text.lastIndexOf('}', map.range![1]);
      const lead = map.items.length > 0 ? ', ' : '';
      edits.push({
        at: close,
        to: close,
        insert: lead + missing.map(([k, v]) => `${k}: ${render(v, undefined, true)}`).join(', '),
      });
    } else {
      const first = map.items[0]!.key as Scalar;
      const indent = first.range![0] - (text.lastIndexOf('\n', first.range![0] - 1) + 1);
      const last = map.items[map.items.length - 1]!;
      const lastNode = (isNode(last.value) ? last.value : last.key) as Scalar;
      const end = lastNode.range![1];
      const at = afterLine(text, end);
      const lines = missing.map(([k, v]) => `${' '.repeat(indent)}${k}: ${render(v)}${eol}`).join('');
      edits.push({ at, to: at, insert: (at === text.length && !text.endsWith('\n') ? eol : '') + lines });
    }
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    result = result.slice(0, edit.at) + edit.insert + result.slice(edit.to);
  return result;
}

/** One scalar as YAML 1.1 text, in `type`'s quoting where given (plain falls back to quotes where it must). */
function render(value: string | boolean, type?: Scalar.Type, flow = false): string {
  const scalar = new Scalar(value);
  const keep = type === 'PLAIN' || type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE';
  if (keep) scalar.type = type;
  // In a flow mapping a plain value may not hold , [ ] { }.
  if (flow && typeof value === 'string' && /[,[\]{}]/.test(value)) scalar.type = 'QUOTE_DOUBLE';
  return stringify(scalar, { ...YAML_OPTIONS, lineWidth: 0 }).trimEnd();
}

/** Index of the line break ending the line that holds `at` (or the text's length). */
function endOfLine(text: string, at: number): number {
  const newline = text.indexOf('\n', at);
  if (newline < 0) return text.length;
  return text[newline - 1] === '\r' ? newline - 1 : newline;
}

/** Index just past the line break ending the line that holds the character before `end`. */
function afterLine(text: string, end: number): number {
  if (end > 0 && text[end - 1] === '\n') return end;
  const newline = text.indexOf('\n', end);
  return newline < 0 ? text.length : newline + 1;
}

/** The edit must read back with the new values; otherwise nothing is written. */
function checkEdit(edited: string, update: StaticExportValues): void {
  const reread = parseDocument(edited, YAML_OPTIONS);
  const ok =
    reread.errors.length === 0 &&
    reread.getIn(['staticExport', 'enabled']) === true &&
    reread.getIn(['staticExport', 'bundleUrl']) === update.bundleUrl &&
    (update.version === undefined || String(reread.getIn(['staticExport', 'version'])) === update.version);
  if (!ok) {
    throw new ActionError(
      'helm-values not updated',
      'Editing the staticExport block in place would not read back as intended, so the file was left untouched.',
      'Make staticExport a plain block mapping (enabled, bundleUrl, version on lines of their own), then re-run.',
    );
  }
}

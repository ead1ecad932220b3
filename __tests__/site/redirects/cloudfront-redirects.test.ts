/**
 * Redirects in the generated CloudFront function (issue 45), run in Node as CloudFront runs a viewer-request
 * function: every source answers 308 or 307 with `Location` (the query kept) before the function's other rules, where
 * the rule model (`findRedirect`) sends it; 600 rules do not fit in 10 KB, so the exact ones go to a KeyValueStore
 * import file the function reads with `cf.kvs()`; patterns that cannot fit fail by naming the limit.
 */
import { describe, expect, test } from '@jest/globals';
import vm from 'node:vm';
import {
  cloudfrontFunctionWithRedirects,
  MAX_FUNCTION_BYTES,
  type FunctionWithRedirects,
} from '../../../src/site/hosts/cloudfront-function.ts';
import { cloudfrontNames } from '../../../src/site/hosts/hosts.ts';
import { functionRedirects, publishedRules } from '../../../src/site/redirects/publish.ts';
import { findRedirect, type RedirectRule } from '../../../src/site/redirects/rules.ts';
import { SHARED_RULES } from '../../helpers/redirect-cases.ts';

type Answer = { uri: string } | { statusCode: number; headers: { location: { value: string } } };
type Handler = (event: object) => Answer | Promise<Answer>;

const FILES = ['index.html', 'guides/start.html', 'kept.html', '404.html'];

/** Loads the function as CloudFront does; its KeyValueStore, when it has one, from the import file. */
function load(fn: FunctionWithRedirects): Handler {
  const store = new Map<string, string>();
  if (fn.keyValueStore)
    for (const { key, value } of (JSON.parse(fn.keyValueStore) as { data: { key: string; value: string }[] }).data)
      store.set(key, value);
  const cf = {
    kvs: () => ({
      // As the store's get: a promise, rejected for a key it does not hold.
      get: (key: string) =>
        store.has(key) ? Promise.resolve(store.get(key)) : Promise.reject(new Error(`Key ${key} not found`)),
    }),
  };
  const code = fn.code.replace("import cf from 'cloudfront';\n", '');
  return vm.runInNewContext(`${code}\nhandler;`, { cf }) as Handler;
}

async function request(handler: Handler, uri: string, query: Record<string, string> = {}): Promise<Answer> {
  const querystring = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, { value: v }]));
  return handler({ request: { method: 'GET', uri, querystring, headers: {}, cookies: {} } });
}

function build(rules: Omit<RedirectRule, 'index'>[], basePath: string) {
  const published = publishedRules(
    { file: '/w/docs.json', name: 'docs.json', rules: rules.map((rule, index) => ({ ...rule, index })) },
    basePath,
    'acme.mintlify.app',
    undefined,
  );
  const site = { basePath, names: cloudfrontNames(FILES, 'html') };
  return { published, fn: cloudfrontFunctionWithRedirects('html', site, functionRedirects(published)) };
}

const SET = SHARED_RULES;

describe.each(['', '/docs'])('at %j', (basePath) => {
  test.each([
    ['/old-start', `${basePath}/guides/start?utm=1`, 308],
    ['/old-start/', `${basePath}/guides/start?utm=1`, 308],
    ['/beta/a/b', `${basePath}/v2/a/b?utm=1`, 308],
    ['/beta', `${basePath}/v2?utm=1`, 308],
    ['/articles/concepts-x/y', `${basePath}/collections/overview?utm=1`, 308],
    ['/part', `${basePath}/guides/start?utm=1#install`, 308],
    ['/away', 'https://other.example/landing?utm=1', 307],
    ['/people/7', `${basePath}/users/7/profile?utm=1`, 308],
    ['/kept', `${basePath}/guides/start?utm=1`, 308],
  ])('%s answers %s with %d, before the other rules', async (from, location, status) => {
    const { fn } = build(SET, basePath);
    expect(fn.keyValueStore).toBeUndefined();
    expect(Buffer.byteLength(fn.code)).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
    const answer = await request(load(fn), `${basePath}${from}`, { utm: '1' });
    expect(answer).toMatchObject({ statusCode: status, headers: { location: { value: location } } });
  });

  test('a page no source names is served as before', async () => {
    const { fn } = build(SET, basePath);
    expect(await request(load(fn), `${basePath}/guides/start`)).toMatchObject({ uri: `${basePath}/guides/start.html` });
  });
});

describe('600 rules', () => {
  const rules: Omit<RedirectRule, 'index'>[] = [
    ...Array.from({ length: 560 }, (_, i) => ({
      source: `/legacy/section-${i % 20}/page-${i}`,
      destination: `/guides/page-${i}`,
      permanent: i % 3 !== 0,
    })),
    ...Array.from({ length: 30 }, (_, i) => ({
      source: `/v${i}/:slug*`,
      destination: `/archive/v${i}/:slug*`,
      permanent: true,
    })),
    ...Array.from({ length: 10 }, (_, i) => ({
      source: `/concepts-${i}-*`,
      destination: `/collections/${i}`,
      permanent: false,
    })),
  ];

  test.each(['', '/docs'])(
    'at %j: do not fit in 10 KB, so the exact ones go to a KeyValueStore; every source answers',
    async (basePath) => {
      const { published, fn } = build(rules, basePath);
      expect(fn.keyValueStore).toBeDefined();
      expect(Buffer.byteLength(fn.code)).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
      expect(fn.code).toMatch(/^import cf from 'cloudfront';\n/);
      expect((JSON.parse(fn.keyValueStore!) as { data: unknown[] }).data).toHaveLength(560);
      const handler = load(fn);
      const examples = rules.map((rule) => rule.source.replace(':slug*', 'a/b').replace('*', 'x'));
      for (const example of examples) {
        const expected = findRedirect(published, `${basePath}${example}`)!;
        const answer = await request(handler, `${basePath}${example}`);
        expect([example, answer]).toEqual([
          example,
          expect.objectContaining({
            statusCode: expected.rule.status,
            headers: { location: { value: expected.location } },
          }),
        ]);
      }
      expect(await request(handler, `${basePath}/guides/start`)).toMatchObject({
        uri: `${basePath}/guides/start.html`,
      });
    },
  );

  test('patterns that cannot fit in 10 KB even without the exact ones fail, naming the limit and the way out', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      source: `/section-${i}/:slug*`,
      destination: `/new-section-${i}/:slug*`,
      permanent: true,
    }));
    expect(() => build(many, '')).toThrow(/over CloudFront's limit of 10240 .*300 :param or wildcard redirects/);
  });
});

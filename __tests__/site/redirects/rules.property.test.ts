/**
 * Properties of the redirect matcher (issue 45): a source built from Mintlify's pieces, matched against concrete
 * paths built from the same pieces, gives its destination with the values each param took; a path that differs in a
 * literal does not match.
 */
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { reservedBasePath } from '../../../src/site/rebase/base-path.ts';
import {
  checkRule,
  findRedirect,
  publishRule,
  redirectIndex,
  type RedirectRule,
} from '../../../src/site/redirects/rules.ts';

const RUNS = { numRuns: 300 };
const word = fc
  .stringMatching(/^[a-z0-9][a-z0-9._~-]{0,7}$/)
  .filter((w) => w !== '.' && w !== '..' && w !== 'pagefind' && !reservedBasePath(`/${w}`));
// Reserved first segments (/api, /llms.txt) are refused as sources: tested on their own.
const value = fc.stringMatching(/^[A-Za-z0-9_~-]{1,8}$/);

/** A source's segments: literal words and `:p<i>` params, with an optional last `:rest*` or partial wildcard. */
// The first is a literal: a param or wildcard there could match /_next and is refused (tested on its own).
const shape = fc.record({
  segments: fc
    .tuple(
      word.map((w): { word?: string; param?: boolean } => ({ word: w })),
      fc.array(
        fc.oneof(
          word.map((w) => ({ word: w })),
          fc.constant({ param: true }),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([first, rest]) => [first, ...rest]),
  tail: fc.constantFrom('none', 'rest', 'prefix'),
  permanent: fc.boolean(),
  basePath: fc.constantFrom('', '/docs'),
});

test("a rule's source matched against its own concrete examples yields its destination, values substituted", () => {
  fc.assert(
    fc.property(
      shape,
      fc.array(value, { minLength: 8, maxLength: 8 }),
      fc.array(value, { maxLength: 3 }),
      (s, values, rest) => {
        const names = s.segments.map((_, i) => `p${i}`);
        let source = s.segments.map((seg, i) => ('word' in seg ? `/${seg.word}` : `/:${names[i]}`)).join('');
        let example = s.segments.map((seg, i) => ('word' in seg ? `/${seg.word}` : `/${values[i]}`)).join('');
        const params = s.segments.flatMap((seg, i) => ('word' in seg ? [] : [names[i]!]));
        let destination = `/to${params.map((n) => `/:${n}`).join('')}`;
        const taken = s.segments.flatMap((seg, i) => ('word' in seg ? [] : [`/${values[i]}`]));
        let expected = `${s.basePath}/to${taken.join('')}`;
        if (s.tail === 'rest') {
          source += '/:rest*';
          destination += '/:rest*';
          example += rest.map((r) => `/${r}`).join('');
          expected += rest.map((r) => `/${r}`).join('');
        } else if (s.tail === 'prefix') {
          source += '/x-*';
          example += `/x-${rest.join('/')}`;
        }
        destination += '#part';
        expected += '#part';
        const checked = checkRule({ source, destination, permanent: s.permanent }, 0, reservedBasePath);
        expect(Array.isArray(checked)).toBe(false);
        const published = publishRule(checked as RedirectRule, {
          basePath: s.basePath,
          exportOrigins: [],
          servedOrigin: undefined,
        });
        const found = findRedirect([published], `${s.basePath}${example}`);
        expect(found?.location).toBe(expected);
        expect(found?.rule.status).toBe(s.permanent ? 308 : 307);
        // With a trailing slash, as a host may send it.
        expect(findRedirect([published], `${s.basePath}${example}/`)?.location).toBe(expected);
        // Outside the base path, nothing matches.
        if (s.basePath) expect(findRedirect([published], example)).toBeUndefined();
      },
    ),
    RUNS,
  );
});

test('a path that differs from the source in a literal segment does not match', () => {
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), word, (words, at, other) => {
      const i = at % words.length;
      fc.pre(other !== words[i]);
      const source = words.map((w) => `/${w}`).join('');
      const changed = words.map((w, j) => `/${j === i ? other : w}`).join('');
      const checked = checkRule({ source, destination: '/x' }, 0, reservedBasePath) as RedirectRule;
      const published = publishRule(checked, { basePath: '', exportOrigins: [], servedOrigin: undefined });
      expect(findRedirect([published], changed)).toBeUndefined();
    }),
    RUNS,
  );
});

test('the index of the rules gives the first matching rule, as trying every rule in order does', () => {
  // A small alphabet, so rules share folders and shadow one another; a segment is a word, a param, a param inside a
  // segment (`v-:p`), and a source may end in `:rest*` or a partial wildcard. The first segment is a literal word.
  const letter = fc.constantFrom('a', 'b', 'v-1', 'v-2');
  const segment = fc.constantFrom('a', 'b', ':p', 'v-:p');
  const source = fc
    .tuple(fc.constantFrom('a', 'b', 'v-:p'), fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/:r*', '-*'))
    .map(
      ([first, rest, tail]) =>
        [first, ...rest]
          .map((s, i) => s.replace(':p', `:p${i}`))
          .join('/')
          .replace(/^/, '/') + tail,
    );
  const request = fc
    .tuple(fc.array(letter, { minLength: 1, maxLength: 5 }), fc.boolean())
    .map(([words, slash]) => `/${words.join('/')}${slash ? '/' : ''}`);
  fc.assert(
    fc.property(
      fc.array(source, { minLength: 1, maxLength: 12 }),
      fc.array(request, { minLength: 1, maxLength: 20 }),
      fc.constantFrom('', '/docs'),
      (sources, requests, basePath) => {
        const rules = sources.flatMap((s, index) => {
          const checked = checkRule({ source: s, destination: `/to-${index}` }, index, reservedBasePath);
          if (Array.isArray(checked)) return [];
          return [publishRule(checked, { basePath, exportOrigins: [], servedOrigin: undefined })];
        });
        const find = redirectIndex(rules);
        for (const path of requests.map((r) => `${basePath}${r}`))
          expect(find(path)?.rule.rule.index).toBe(findRedirect(rules, path)?.rule.rule.index);
      },
    ),
    RUNS,
  );
});

/**
 * The import rules of src/ (`npm run lint` runs `depcruise src`; CI fails on a violation). The stages are folders,
 * in pipeline order, lowest first: a folder may import the folders before it, never one after it, and never a file
 * at src/'s root (index, main, inputs, export, pipeline: the top, which imports everything). Each folder's README
 * says the same in words.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** The stages, lowest first. */
const STAGES = [
  'common',
  'http',
  'service',
  'archive',
  'transfer',
  'workspace',
  'web',
  'site',
  'external',
  'verify',
  'report',
];

/** Inside site/: the parts in the order the site stage runs them; `stage.ts` at site/'s top orders them all. */
const SITE_PARTS = ['rebase', 'hosts', 'redirects', 'agent-files', 'search'];

const later = (list, i) => `(${list.slice(i + 1).join('|')})`;

const stageRules = STAGES.slice(0, -1).map((stage, i) => ({
  name: `${stage}-imports-later-stage`,
  comment: `${stage}/ comes before ${STAGES.slice(i + 1).join(', ')}: it may not import them (its README).`,
  severity: 'error',
  from: { path: `^src/${stage}/` },
  to: { path: `^src/${later(STAGES, i)}/` },
}));

const siteRules = SITE_PARTS.slice(0, -1).map((part, i) => ({
  name: `site-${part}-imports-later-part`,
  comment: `site/${part}/ runs before ${SITE_PARTS.slice(i + 1).join(', ')}: it may not import them (site/README.md).`,
  severity: 'error',
  from: { path: `^src/site/${part}/` },
  to: { path: `^src/site/${later(SITE_PARTS, i)}/` },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: the modules cannot be read, tested or loaded one after the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'stage-imports-top',
      comment:
        'A stage imports a file at src/ top (index, main, inputs, export, pipeline): the top calls the stages, ' +
        'never the other way. Take a plain typed value as a parameter instead.',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    ...stageRules,
    {
      name: 'site-part-imports-stage',
      comment: 'site/stage.ts orders the parts of the site stage; no part imports it.',
      severity: 'error',
      from: { path: '^src/site/[^/]+/' },
      to: { path: '^src/site/stage\\.ts$' },
    },
    ...siteRules,
    {
      name: 'actions-core-at-the-edge',
      comment:
        '@actions/core is the runner: only main.ts talks to it, and hands the rest a Log, outputs and annotations.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^node_modules/@actions/core/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dep',
      comment: 'src/ is bundled into dist/: it may not import a devDependency.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle or a climb through types is still one for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

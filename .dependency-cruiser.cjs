/**
 * The floors of src/ (ARCHITECTURE.md): each folder may import only what lies below it, in the order
 * data flows — the languages, text utilities and the model at the bottom, then the stages from the
 * content folder to the store, the ingest that runs them and the intake of new documents, then the
 * read side (rendering, the query layer, the site, the CLI). `npm run lint` runs this check.
 */
const FLOORS = [
  'src/lib/langs',
  'src/lib/text',
  'src/lib/model',
  'src/lib/files',
  'src/i18n',
  'src/lib/content',
  'src/lib/decode',
  'src/lib/exchange',
  'src/lib/parse',
  'src/lib/enrich',
  'src/lib/identity',
  'src/lib/history',
  'src/lib/align',
  'src/lib/review',
  'src/lib/engine',
  'src/lib/scenarios',
  'src/lib/search',
  'src/lib/store',
  'src/lib/ingest',
  'src/lib/intake',
  'src/lib/render',
  'src/lib/remark',
  'src/lib/query',
  'src/lib/site',
  'src/components',
  'src/layouts',
  'src/pages',
  'src/content\\.config\\.ts',
  'src/cli',
];

const folder = (f) => `^${f}(/|$)`;
const above = (i) => FLOORS.slice(i + 1).map(folder);

/** The read side: what answers readers, from the store. */
const READ_SIDE = ['src/lib/render', 'src/lib/remark', 'src/lib/query', 'src/lib/site', 'src/components', 'src/layouts', 'src/pages'];

module.exports = {
  forbidden: [
    ...FLOORS.map((f, i) => ({
      name: `floor-${f.replace(/^src\//, '').replace(/\\/g, '')}`,
      comment: `${f} imports only what lies below it (a lower floor may not import a higher one)`,
      severity: 'error',
      from: { path: folder(f) },
      to: { path: above(i).length ? above(i) : ['^$'] },
    })),
    {
      name: 'read-side-off-the-ingest',
      comment: 'the read side reads the store: it runs no ingest and brings in no document',
      severity: 'error',
      from: { path: READ_SIDE.map(folder) },
      to: { path: ['^src/lib/ingest/', '^src/lib/intake/', '^src/lib/content/'] },
    },
    {
      name: 'no-folder-cycle',
      comment: 'no cycle between the folders of src/',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'an import that resolves to nothing is a typo or a missing package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^(astro:|virtual:)', '^(unist|mdast|hast)$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/types/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.mts', '.mjs', '.js', '.json', '.astro'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
    },
  },
};

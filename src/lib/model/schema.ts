/**
 * The rule graph (DESIGN §3, §5): the one model ingestion writes to generated/graph.json
 * and everything else (history, alignment, review, site, search, CLI) reads.
 * Names listed in DESIGN §5 are a contract; adding keys is fine, renaming is not.
 */
import { z } from 'zod';
import { LexiconEntrySchema } from './lexicon.js';

const LANG = /^[a-z]{2,3}$/;
export const LangSchema = z.string().regex(LANG);
export const FormatSchema = z.enum([
  'cr',
  'rule-history',
  'rule-page',
  'cr-section',
  'rule-excerpt',
  'article',
  'xliff',
  'po',
  'article-md',
]);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What a publication of a release changed from the one before (parse/publications.ts): the kinds
 * of difference, the rules (and of them those added or removed) and glossary entries whose text
 * changed, whether text outside them did, and all that in words.
 */
export const PublicationDifferenceSchema = z.object({
  kinds: z.array(z.string()),
  rules: z.array(z.string()),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  glossary: z.array(z.string()),
  other: z.boolean(),
  summary: z.string(),
});

/** One entry of content/sources.yaml, as ingested. */
export const SourceSchema = z.object({
  id: z.string().min(1),
  file: z.string().min(1),
  lang: LangSchema,
  format: FormatSchema,
  date: IsoDate.optional(),
  numbering: IsoDate.optional(),
  /** xliff, po: the English version the translation was made from (its units' ids are read in it). */
  base: IsoDate.optional(),
  title: z.string(),
  credit: z.string().optional(),
  encoding: z.string().optional(),
  /** sha256 of the file's bytes. */
  sha256: z.string().optional(),
  /** What the source holds (`rules stats`). */
  counts: z
    .object({
      sections: z.number().int(),
      rules: z.number().int(),
      subrules: z.number().int(),
      examples: z.number().int(),
      glossary: z.number().int(),
      /** rule-history sources: the revisions the page holds. */
      revisions: z.number().int().optional(),
    })
    .optional(),
  /**
   * A release published more than once (sources.yaml): each publication, newest last (its file is
   * the source's), with what it changed from the one before (`differs`; parse/publications.ts).
   */
  publications: z
    .array(
      z.object({
        file: z.string().min(1),
        sha256: z.string(),
        name: z.string().optional(),
        fetched: z.string().optional(),
        differs: PublicationDifferenceSchema.optional(),
      }),
    )
    .optional(),
  /**
   * A cr file that ends early: in which part, at which line, after which rule or glossary headword.
   * What it lacks is unknown in that release, not removed.
   */
  truncated: z
    .object({ part: z.enum(['rules', 'glossary']), line: z.number().int(), after: z.string().optional() })
    .optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/** A version: a `cr` source's date, or `SOURCEID#N` for an undated rule-history revision. */
export const VersionSchema = z.object({
  id: z.string(),
  date: IsoDate.optional(),
  sources: z.array(z.string()),
  kind: z.enum(['cr', 'history']),
  /** A history revision: the dated versions its text equals (empty: it is an entry of its own). */
  equals: z.array(z.string()).optional(),
});
export type Version = z.infer<typeof VersionSchema>;

export const ExampleSchema = z.object({
  text: z.string(),
  cards: z.array(z.string()),
  /** Its place among the English rule's examples (1-based), where the source says (an import). */
  at: z.number().int().positive().optional(),
  /** Shown from another source of the language: a part the rendition's own source left untranslated. */
  from: z.string().optional(),
});
export type Example = z.infer<typeof ExampleSchema>;

export const PlacementSchema = z.object({
  by: z.enum(['content', 'declared', 'none']),
  score: z.number().min(0).max(1),
  evidence: z.array(z.string()),
});
export type Placement = z.infer<typeof PlacementSchema>;

/** The text of one rule in one source. */
export const RenditionSchema = z.object({
  lang: LangSchema,
  source: z.string(),
  /** The number as printed (normalised); `""` when the source prints none. */
  number: z.string(),
  /** The version this text belongs to (cr date, `SOURCE#N`), or null for undated translations. */
  version: z.string().nullable(),
  /**
   * An official text printed unchanged by consecutive releases is stored once: `version` is the
   * first of them, `through` the last (DESIGN §7 Store). Absent: that one version.
   */
  through: z.string().optional(),
  title: z.string(),
  /** The body as printed: number and examples excluded, paragraphs joined by "\n". */
  text: z.string(),
  examples: z.array(ExampleSchema),
  placement: PlacementSchema,
  /** Line of the source where the rendition starts. */
  line: z.number().int().nonnegative(),
  /** The number was deduced, not printed (rule-page subrules, repaired typos). */
  inferred: z.boolean().optional(),
  /** The number in the source's own numbering (`706.10` for a 2012-numbered translation). */
  sourceNumber: z.string().optional(),
  /** The source's numbering (ISO date) when it is not the canonical one. */
  numbering: z.string().optional(),
  /** Other texts of the same rule in the same source (an article quoting a rule twice). */
  variants: z.array(z.object({ text: z.string(), line: z.number().int() })).optional(),
  /** Card names mentioned in the body. */
  cards: z.array(z.string()).optional(),
  /** Canonical ids the body and examples refer to. */
  references: z.array(z.string()).optional(),
  /**
   * Parts shown from another source of the language (ingest/compose.ts): a review import that left
   * the title or the text untranslated shows the older translation's, as its examples say `from`.
   */
  titleFrom: z.string().optional(),
  textFrom: z.string().optional(),
});
export type Rendition = z.infer<typeof RenditionSchema>;

export const DiffPartSchema = z.object({
  op: z.enum(['equal', 'insert', 'delete']),
  text: z.string(),
});
export type DiffPart = z.infer<typeof DiffPartSchema>;

/** A word diff: a rule's history and a review queue hold thousands (read through quick.ts). */
export const WordDiffSchema = z.array(DiffPartSchema);

export const ChangeSchema = z.enum(['created', 'substantive', 'cosmetic', 'renumbered', 'unchanged', 'retired']);
export type Change = z.infer<typeof ChangeSchema>;

/** One English version of a rule (as in `rules history`). */
export const RevisionSchema = z.object({
  version: z.string(),
  /** The last version this revision's text held, when it held for several releases (a range). */
  through: z.string().optional(),
  sources: z.array(z.string()),
  number: z.string(),
  text: z.string(),
  change: ChangeSchema,
  renumbered: z.boolean(),
  diff: WordDiffSchema,
  examples: z.array(ExampleSchema).optional(),
  /** A heading's title (its body is empty). */
  title: z.string().optional(),
  /** A created rule made of (part of) these rules' text: it was split off from them. */
  splitFrom: z.array(z.string()).optional(),
  /** A retired rule whose text went into these rules: it was merged into them. */
  mergedInto: z.array(z.string()).optional(),
  /**
   * Why this revision is the same rule as the previous release's (the matching of the two releases):
   * the stage that decided, its score and its evidence in words. The releases inside a revision's
   * range printed the same text under the same number.
   */
  match: z.object({ stage: z.string(), score: z.number(), why: z.string() }).optional(),
});
export type Revision = z.infer<typeof RevisionSchema>;

const PendingChangeSchema = z.object({ version: z.string(), change: ChangeSchema, diff: WordDiffSchema });

export const ReviewItemSchema = z.object({
  id: z.string(),
  /** The translation's language (an untranslated item has no source to tell it). */
  lang: LangSchema.optional(),
  number: z.string(),
  source: z.string(),
  status: z.enum(['needs-check', 'outdated', 'up-to-date', 'untranslated']),
  baseVersions: z.array(z.string()),
  /** The English changes a translation has not followed. */
  pending: z.array(PendingChangeSchema),
  /** `detail` is English; `params` let an interface phrase the issue in its own language. */
  issues: z.array(
    z.object({
      kind: z.string(),
      detail: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const AlignmentSchema = z.object({
  a: z.object({ lang: LangSchema, source: z.string(), version: z.string().nullable() }),
  b: z.object({ lang: LangSchema, source: z.string(), version: z.string().nullable() }),
  pairs: z.array(
    z.object({ a: z.array(z.number().int()), b: z.array(z.number().int()), score: z.number(), low: z.boolean() }),
  ),
});
export type Alignment = z.infer<typeof AlignmentSchema>;

export const RuleKindSchema = z.enum(['chapter', 'section', 'rule', 'subrule']);
export type RuleKind = z.infer<typeof RuleKindSchema>;

export const RuleSchema = z.object({
  id: z.string(),
  kind: RuleKindSchema,
  parent: z.string().nullable(),
  title: z.string(),
  renditions: z.array(RenditionSchema),
  revisions: z.array(RevisionSchema),
  alignments: z.array(AlignmentSchema),
  review: z.array(ReviewItemSchema),
  children: z.array(z.string()),
  references: z.array(z.string()),
  referencedBy: z.array(z.string()),
  cards: z.array(z.string()),
  /** The rule's own numbers over time, oldest first (its entries of `numbers`, as `rules lookup` lists them). */
  numbers: z.array(z.object({ number: z.string(), from: z.string().nullable(), to: z.string().nullable() })).optional(),
  /** Other rules that had this rule's number (its id without `@`) before, as `rules lookup ID` lists them. */
  formerly: z
    .array(z.object({ id: z.string(), number: z.string(), from: z.string().nullable(), to: z.string().nullable() }))
    .optional(),
});
export type Rule = z.infer<typeof RuleSchema>;

/** Who used a number when: `from` the first version using it, `to` the first not using it (null = current). */
export const NumberUseSchema = z.object({
  id: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type NumberUse = z.infer<typeof NumberUseSchema>;

export const GlossaryEntrySchema = z.object({
  /** The headword as printed. */
  term: z.string(),
  /** Every term the entry defines (comma-joined headwords split). */
  terms: z.array(z.string()),
  lang: LangSchema,
  source: z.string(),
  version: z.string().nullable(),
  /** The last release that printed this entry so, when several did (stored once per change). */
  through: z.string().optional(),
  obsolete: z.boolean(),
  senses: z.array(z.string()),
  text: z.string(),
  redirect: z.string().optional(),
  examples: z.array(z.string()),
  /** Canonical ids the entry links to ("See rule 702.64"). */
  rules: z.array(z.string()),
  line: z.number().int(),
  /** A translation's entry: the headword of the English entry it translates (ingest/glossary-match.ts). */
  of: z.string().optional(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

export const CardSchema = z.object({
  name: z.string(),
  aliases: z.array(
    z.object({
      lang: LangSchema,
      name: z.string(),
      /** Learnt from aligned sentence pairs, not listed in cards.yaml: pairs it explains of those missing the card. */
      learnt: z.object({ explained: z.number().int(), missing: z.number().int() }).optional(),
    }),
  ),
  /** Where the card is mentioned: rule id, source, and whether in an example. */
  mentions: z.array(z.object({ id: z.string(), source: z.string(), lang: LangSchema, inExample: z.boolean() })),
});
export type Card = z.infer<typeof CardSchema>;

export const ArticleBlockSchema = z.object({
  kind: z.enum(['heading', 'rule', 'commentary', 'example', 'list']),
  text: z.string(),
  line: z.number().int(),
  /** For quoted rules and back-references: the canonical id. */
  id: z.string().optional(),
  number: z.string().optional(),
  items: z.array(z.string()).optional(),
});

export const ArticleSchema = z.object({
  slug: z.string(),
  source: z.string(),
  lang: LangSchema,
  title: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      line: z.number().int(),
      blocks: z.array(ArticleBlockSchema),
      /** Canonical ids the section quotes or refers to (`discusses` edges). */
      discusses: z.array(z.string()),
    }),
  ),
  homework: z.array(z.string()),
  /** article-md: the Markdown as written (the site renders it), and the runnable examples it embeds. */
  markdown: z.string().optional(),
  scenarios: z.array(z.string()).optional(),
  /** article-md: canonical ids the article refers to (`discusses` edges of the whole article). */
  discusses: z.array(z.string()).optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** A vfile message as JSON (DESIGN §7): `rules:` rule id, and the id of the content source it is about. */
export const WarningSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  reason: z.string(),
  column: z.number().int().optional(),
  ruleId: z.string().optional(),
  source: z.string().optional(),
});

export const GraphSchema = z.object({
  /** Schema version of this file. */
  schema: z.literal(1),
  /** sha256 over sources.yaml and every source file: a graph is stale when it differs. */
  contentHash: z.string(),
  /** The numbering canonical ids use: the newest cr date, or "current". */
  canonicalNumbering: z.string(),
  sources: z.array(SourceSchema),
  versions: z.array(VersionSchema),
  rules: z.record(z.string(), RuleSchema),
  numbers: z.record(z.string(), z.array(NumberUseSchema)),
  glossary: z.array(GlossaryEntrySchema),
  cards: z.array(CardSchema),
  articles: z.array(ArticleSchema),
  warnings: z.array(WarningSchema),
  /** The game-term lexicon the ingest read (content/lexicon.yaml): what the read side aligns and searches with. */
  lexicon: z.array(LexiconEntrySchema).optional(),
});
export type Graph = z.infer<typeof GraphSchema>;

/**
 * content/sources.yaml's entries (DESIGN §2, §8): one source document each — its file, language,
 * format, dates, title and credit, the base of an imported translation, and the publications of a
 * release published more than once. Read by content/manifest.ts, written by `rules add` and friends.
 */
import { z } from 'zod';
import { FormatSchema, LangSchema } from './schema.js';

const IsoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD'));

/**
 * One publication of a release (DESIGN §8): its bytes' file in content/, their sha256, the file name
 * as published, when it was fetched. A release published once needs no list; the newest is last,
 * and its file is the entry's.
 */
export const PublicationSchema = z
  .object({
    file: z.string().min(1),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lowercase hexadecimal digits'),
    name: z.string().min(1).optional(),
    fetched: z
      .union([z.string(), z.date()])
      .transform((v) => (v instanceof Date ? v.toISOString().replace(/\.\d{3}Z$/, 'Z') : v))
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/, 'expected an ISO date and time'),
      ),
  })
  .partial({ fetched: true })
  .strict();
export type Publication = z.infer<typeof PublicationSchema>;

export const ManifestEntrySchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][\w.-]*$/, 'ids are letters, digits, ".", "_" and "-" (no "/" or "#")'),
    file: z.string().min(1),
    lang: LangSchema,
    format: FormatSchema,
    date: IsoDate.optional(),
    numbering: IsoDate.optional(),
    /** xliff, po: the English version the translation was made from (its units' ids are read in it). */
    base: IsoDate.optional(),
    title: z.string().default(''),
    credit: z.string().optional(),
    encoding: z.string().optional(),
    /** A release published more than once: every publication, newest last (publications.ts). */
    publications: z.array(PublicationSchema).min(1).optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (!e.publications) return;
    if (e.format !== 'cr')
      ctx.addIssue({ code: 'custom', message: 'only a cr release has publications', path: ['publications'] });
    else if (e.publications.at(-1)!.file !== e.file)
      ctx.addIssue({
        code: 'custom',
        message: `the newest publication (the last) is the source's file: expected ${e.file}`,
        path: ['publications', e.publications.length - 1, 'file'],
      });
  });
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

export const ManifestSchema = z
  .array(ManifestEntrySchema)
  .nullable()
  .transform((v) => v ?? [])
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (seen.has(e.id)) ctx.addIssue({ code: 'custom', message: `duplicate source id "${e.id}"`, path: [i, 'id'] });
      seen.add(e.id);
    });
  });

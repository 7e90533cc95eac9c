/**
 * A zod schema with a one-pass check in front: a value `guard` accepts is taken as it is (no copy,
 * none of zod's per-field work), anything else goes through `schema`, so a refused value gets
 * zod's message and path. For large inputs read on every command or ingest (a review queue, the
 * lexicon), where zod's walk cost more than the work that follows. `guard` must accept only what
 * `schema` accepts and returns equal (zod would put an object's keys in its shape's order; the value
 * taken as it is keeps the input's): each guard's test holds it to its schema on broken values.
 */
import { z } from 'zod';

export function quickly<S extends z.ZodTypeAny>(schema: S, guard: (v: unknown) => v is z.output<S>) {
  return z.unknown().transform((value, ctx): z.output<S> => {
    if (guard(value)) return value;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as z.IssueData);
    return z.NEVER;
  });
}

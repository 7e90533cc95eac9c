/**
 * The remark plugins this knowledge base exports (`mtg-rules-kb/remark`): CR references and glossary
 * terms as links, for any remark or Astro site.
 */
export { remarkRuleReferences, type RuleReferenceOptions } from './rule-references.js';
export { remarkGlossaryTerms, type GlossaryTermOptions } from './glossary-terms.js';

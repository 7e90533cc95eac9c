/**
 * The language the Comprehensive Rules are published in: every other is a translation of it. Apart
 * from the registry (index.ts re-exports it) so that browser code that needs only this reads only this.
 */
export const SOURCE_LANG = 'en' as const;

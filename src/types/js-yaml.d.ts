/** The part of js-yaml 4 we use (no @types package is installed). */
declare module 'js-yaml' {
  export interface Schema {
    readonly __schema: unique symbol;
  }
  export const CORE_SCHEMA: Schema;
  export function load(text: string, options?: { schema?: Schema; filename?: string; json?: boolean }): unknown;
}

/**
 * The source language's UI strings, bundled where code that runs in the browser needs them (a
 * runnable example's messages in the source language: scenarios/words.ts). Node reads any
 * language's strings through strings.ts instead.
 */
export { default as SOURCE_STRINGS } from './strings/en.json';

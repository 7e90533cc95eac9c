/**
 * `import { cite } from './en.json?cite'`: a language's resources imported as a module of their
 * own (Vite reads a JSON file with a query as JSON), so that the words one script takes from them
 * make a chunk of their own rather than one shared with another script's (src/components/client/cite.ts).
 */
declare module '*.json?cite' {
  export const cite: (typeof import('./en.json'))['cite'];
}

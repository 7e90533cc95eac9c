/**
 * Runnable examples: scenarios as data, run on the rules engine. This entry point is browser-safe
 * (no Node imports) and validates with zod (./run.js); loading files from disk is in ./load.js
 * (Node only). The site's island imports the zod-free ./play.js and ./params.js instead.
 */
export {
  runScenario,
  playScenario,
  runWithChecks,
  checkParamDomains,
  paramValues,
  expectationFor,
  playInDomain,
  type Played,
  type ScenarioRun,
  type StepRecord,
  type ScenarioResult,
  type Outcome,
} from './run.js';
export { mismatches } from './match.js';
export { scenarioFile, type Scenario, type ScenarioFile, type Expectation, type ParamValue } from './schema.js';

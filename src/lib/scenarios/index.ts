/**
 * Runnable examples: scenarios as data, run on the rules engine. This entry point is browser-safe;
 * loading files from disk is in ./load.js (Node only).
 */
export {
  runScenario,
  runWithChecks,
  paramValues,
  expectationFor,
  type ScenarioRun,
  type ScenarioResult,
  type Outcome,
} from './run.js';
export { mismatches } from './match.js';
export { scenarioFile, type Scenario, type ScenarioFile, type Expectation, type ParamValue } from './schema.js';

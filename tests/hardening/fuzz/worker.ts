/**
 * The child process the fuzzers run jobs in (pool.ts forks it under tsx): a parser that hangs
 * can then be killed by a watchdog instead of freezing the test run.
 */
import { runJob, type Job } from './target.js';

process.on('message', (msg: { id: number; job: Job }) => {
  const outcome = runJob(msg.job, (step) => process.send!({ id: msg.id, step }));
  process.send!({ id: msg.id, outcome });
});
process.send!({ ready: true });

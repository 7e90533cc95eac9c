/** A progress bar on a terminal, shown only once work has taken more than a second. */
import cliProgress from 'cli-progress';

export function progressReporter(label: string): {
  update: (done: number, total: number, item: string) => void;
  stop: () => void;
} {
  if (!process.stderr.isTTY) return { update: () => {}, stop: () => {} };
  const started = Date.now();
  let bar: cliProgress.SingleBar | undefined;
  return {
    update(done, total, item) {
      if (!bar && Date.now() - started < 1000) return;
      if (!bar) {
        bar = new cliProgress.SingleBar(
          { format: `${label} [{bar}] {value}/{total} {item}`, stream: process.stderr, clearOnComplete: true },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, done, { item });
      }
      bar.update(done, { item });
    },
    stop() {
      bar?.stop();
    },
  };
}

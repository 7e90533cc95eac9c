/** Sentence alignment between renditions of one rule in two languages (alignment issue). */
import type { GraphStage } from '../graph/stage.js';

export function attachAlignments(stage: GraphStage): void {
  void stage;
}

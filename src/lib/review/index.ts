/** The translator's review queue: one item per (rule, translated source) (alignment issue). */
import type { GraphStage } from '../graph/stage.js';

export function attachReview(stage: GraphStage): void {
  void stage;
}

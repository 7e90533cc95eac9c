/**
 * The steps of a turn a scenario may reach (500): the upkeep (503) and the end step (513), where
 * "at the beginning of" abilities trigger, and the cleanup step (514). A feature module
 * (./features.ts), loaded by the scenarios that take these steps.
 */
import { register } from './features.js';
import type { GameState } from './state.js';
import { fireEvent } from './triggers.js';
import type { PlayerId } from './vocabulary.js';

function upkeep(s: GameState, player: PlayerId): void {
  s.activePlayer = player;
  s.note('503.1', player === 'you' ? 'trace.upkeep.you' : 'trace.upkeep.opponent');
  const ev = { event: 'upkeep' as const, player };
  s.emit(ev);
  fireEvent(s, ev);
}

function endStep(s: GameState, player: PlayerId): void {
  s.note('513.1', player === 'you' ? 'trace.endStep.you' : 'trace.endStep.opponent');
  const ev = { event: 'endStep' as const, player };
  s.emit(ev);
  fireEvent(s, ev);
}

/** 514.2: damage is removed and "until end of turn" effects end. */
function cleanup(s: GameState): void {
  const ending = s.effects.filter((e) => e.until === 'endOfTurn');
  s.effects = s.effects.filter((e) => e.until !== 'endOfTurn');
  for (const o of s.objects.values()) o.damage = 0;
  s.touch();
  if (!ending.length) s.note('514.2', 'trace.cleanup.done');
  else
    s.note('514.2', 'trace.cleanup.effects', {
      count: ending.length,
      effects: { list: ending.map((e) => e.text), sep: '; ' },
    });
}

export const handlers = { upkeep, endStep, cleanup };
register('turn', handlers);

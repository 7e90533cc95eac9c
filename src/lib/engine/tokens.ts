/**
 * Tokens (111): created by an effect, "twice that many" replacement effects each applying once
 * (614.5, 616.1), then entering the battlefield. A feature module (./features.ts), loaded by the
 * scenarios that create a token or a token copy.
 */
import { abilityText, faceCharacteristics } from './characteristics.js';
import { enterBattlefield } from './enter.js';
import { register } from './features.js';
import { tokenLabel } from './labels.js';
import { computeAll } from './layers.js';
import type { ResolveContext } from './resolve-context.js';
import type { GameObject, GameState } from './state.js';
import type { Instruction } from './vocabulary.js';
import { named } from './words.js';

/** 111.1, 614: create tokens; "twice that many" replacement effects each apply once (614.5, 616.1). */
function createTokens(
  state: GameState,
  ctx: ResolveContext,
  count: number,
  source: string,
  make: () => { base: GameObject['base']; label: string; doubleFaced: boolean; backFaceUp: boolean },
): void {
  let n = count;
  const all = computeAll(state);
  for (const p of state.battlefield()) {
    const c = all.get(p.oid);
    if (!c || c.controller !== ctx.controller) continue;
    for (const a of c.chars.abilities) {
      if ('replacement' in a && 'doubleTokens' in a.replacement) {
        state.note('614.1a', 'trace.token.doubled', {
          object: named(p.label),
          ability: abilityText(a),
          count: n,
          doubled: n * 2,
        });
        n *= 2;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const t = make();
    const o = state.newObject({
      label: state.uniqueLabel(t.label),
      kind: 'token',
      zone: 'battlefield',
      owner: ctx.controller,
      base: t.base,
      doubleFaced: t.doubleFaced,
    });
    state.emit({ event: 'tokenCreated', token: o.label });
    state.note('111.1', 'trace.token.creates', { source: named(source), object: named(o.label) });
    const entered = enterBattlefield(state, o, { controller: ctx.controller, backFaceUp: t.backFaceUp });
    ctx.tokens.push(entered.oid);
  }
}

/** "Create a … token" (111.1). */
function createToken(
  state: GameState,
  ctx: ResolveContext,
  c: Extract<Instruction, { createToken: unknown }>['createToken'],
  source: string,
): void {
  const label = tokenLabel(c.token.name);
  createTokens(state, ctx, c.count ?? 1, source, () => ({
    base: { main: faceCharacteristics(c.token, label) },
    label,
    doubleFaced: false,
    backFaceUp: false,
  }));
}

export const handlers = { createToken, createTokens };
register('tokens', handlers);

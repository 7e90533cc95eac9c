/**
 * Words of languages without spaces and with particles (encoders.ts piecesOf, langs/ko.ts): Chinese
 * runs read as overlapping letter pairs, a script's letters cut from numbers and other scripts
 * touching them, Korean words without the particle they carry — alike in texts and queries, so that
 * a word typed alone finds it inside a sentence.
 */
import { describe, expect, it } from 'vitest';
import '../../src/lib/search/stemmers-all.js';
import { piecesOf, termsOf, tokensOf, wordsOf } from '../../src/lib/search/encoders.js';
import { stripParticle } from '../../src/lib/langs/ko.js';
import { letterKey, shardOf } from '../../src/lib/search/layout.js';

describe('words without spaces', () => {
  it('read a Chinese run as its letter pairs, a lone letter as itself', () => {
    expect(termsOf('践踏', 'zh')).toEqual(['践踏']);
    expect(termsOf('具有践踏的生物', 'zh')).toEqual(['具有', '有践', '践踏', '踏的', '的生', '生物']);
    expect(termsOf('牌', 'zh')).toEqual(['牌']);
    // A query's pairs are a sentence's pairs: the word is found inside it.
    const sentence = new Set(termsOf('具有践踏的攻击生物之操控者', 'zh'));
    for (const t of termsOf('攻击生物', 'zh')) expect(sentence.has(t), t).toBe(true);
  });

  it('cut numbers and other scripts from the letters they touch', () => {
    expect(termsOf('参见规则510。', 'zh')).toEqual(['参见', '见规', '规则', '510']);
    expect(wordsOf('107.3i의')).toEqual(['107', '3i', '의']);
    expect(termsOf('돌진Trample', 'ko')).toEqual(['돌진', 'trampl']);
    // Latin and Cyrillic words are left whole.
    expect(piecesOf('trample')).toEqual([['trample', 0]]);
    expect(piecesOf('заклинание')).toEqual([['заклинание', 0]]);
  });

  it('give each piece its place in the text (snippets mark them)', () => {
    const text = '规则702.19：践踏';
    const tokens = tokensOf(text, 'zh');
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.word);
    expect(tokens.map((t) => t.word)).toEqual(['规则', '702', '19', '践踏']);
  });

  it('read a Korean word without its particle, the same in a text and a query', () => {
    expect(stripParticle('돌진은')).toBe('돌진');
    expect(stripParticle('생물에게')).toBe('생물');
    expect(stripParticle('전장에서')).toBe('전장');
    expect(stripParticle('서고의')).toBe('서고');
    // A one-letter particle is taken only from words of three letters or more: 국가 is a word.
    expect(stripParticle('국가')).toBe('국가');
    expect(stripParticle('턴에')).toBe('턴에');
    expect(stripParticle('trample')).toBe('trample');
    expect(termsOf('돌진을 가진 생물의', 'ko')).toEqual(['돌진', '가진', '생물']);
    // Particles left alone by a cut from a number are no terms.
    expect(termsOf('702.19의', 'ko')).toEqual(['702', '19']);
  });

  it('file the terms of large scripts in a few buckets of shards, not one per letter', () => {
    // 践 and 踏 are thousands of letters apart; filed modulo 64, each term's shard is its first letter's bucket.
    const shards = new Set([letterKey('践', 64), letterKey('踏', 64), 'tr']);
    expect(shardOf('践踏', shards, 64)).toBe(letterKey('践', 64));
    expect(shardOf('践', shards, 64)).toBe(shardOf('践踏', shards, 64));
    expect(letterKey('践', 64)).not.toBe('践');
    // Latin letters keep their own shards, two-letter ones included.
    expect(shardOf('trample', shards, 64)).toBe('tr');
    expect(letterKey('t', 64)).toBe('t');
    // Without buckets (a reading of Latin and Cyrillic only) every letter is its own.
    expect(letterKey('践', 0)).toBe('践');
  });
});

/**
 * Whole translations of the CR (Chinese, Korean) read by the one cr parser: the official layout in
 * another language. Small hand-written files for each trait, then the two translations content/
 * ships, held to the English release each translates (same rules, subrules and examples).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/lib/decode/index.js';
import { countCr, parseCr } from '../../../src/lib/parse/cr/index.js';
import { detectDate, detectFormat, detectLanguage } from '../../../src/lib/parse/detect.js';
import type { RuleNode, SourceRoot } from '../../../src/lib/model/tree.js';
import { ROOT } from '../../helpers/shared.js';

function parse(text: string, lang: string) {
  const warnings: Array<{ line: number; reason: string; ruleId?: string }> = [];
  const root = parseCr(text, {
    file: 'x.txt',
    lang,
    warn: (line, reason, ruleId) => warnings.push({ line, reason, ruleId }),
  });
  return { root, warnings };
}

const rules = (root: SourceRoot) => root.children.filter((n): n is RuleNode => n.type === 'rule');
const rule = (root: SourceRoot, number: string) => rules(root).find((n) => n.number === number);

const ZH = `万智牌完整规则

此规则于2026年4月17日起生效。

前言

本文件是万智牌®竞技游戏的最终解释。

目录

1. 游戏概念
100. 总则
词汇表
版权信息

1. 游戏概念

100. 总则

100.1. 本万智牌规则适用于任何有两位或更多牌手的万智牌游戏。

100.1a 双人游戏是指只有两位牌手的游戏。

例如：某牌手施放分叉击[Fork]，并以一个咒语为目标。

100.2. 践踏

100.2a 具有践踏异能的生物可以将多余的伤害分配给牌手。

例如，某生物具有践踏并被阻挡。

词汇表

撤废
某些魔王牌上使用的一个词。参见规则701.33。

版权信息

万智牌游戏原始设计：Richard Garfield

此规则于2026年4月17日起生效。
`;

const KO = `\uFEFF매직: 더 개더링 종합 규칙서\r
\r
이 규칙은 2021년 11월 19일부터 시행됩니다.\r
\r
목차\r
1. 게임 개념\r
100. 일반\r
용어사전\r
\r
1. 게임 개념\r
\r
100. 일반\r
\r
100.1. 이 매직 규칙은 두 명 이상의 플레이어가 하는 모든 매직 게임에 적용됩니다.\r
\r
100.1a 2인 게임은 두 명의 플레이어로만 진행하는 게임입니다.\r
\r
100.1b다인 게임은 세 명 이상의 플레이어로 진행하는 게임입니다.\r
\r
Example: A player casts Fork.\r
\r
100.2. 돌진 Trample\r
\r
100.2a 돌진은 정적 능력입니다.\r
\r
100.212 같은 생물에 돌진이 여러 개 있어도 효과는 같습니다.\r
\r
100.2c 돌진은 전투 피해에만 적용됩니다.\r
\r
용어사전\r
\r
<생략>\r
\r
유한회사 위자드 오브 더 코스트에 의해 발행됨.\r
`;

describe('a whole Chinese translation (hand-written)', () => {
  const { root, warnings } = parse(ZH, 'zh');

  it('reads the numeric date form, the title, and the rules after the contents list', () => {
    expect(root.data.date).toBe('2026-04-17');
    expect(root.data.title).toBe('万智牌完整规则');
    expect(rules(root).map((n) => n.number)).toEqual(['100.1', '100.1a', '100.2', '100.2a']);
  });

  it('reads 例如： and a paragraph opening 例如， as examples', () => {
    expect(rule(root, '100.1a')!.children.filter((c) => c.type === 'example')).toHaveLength(1);
    const examples = rule(root, '100.2a')!.children.filter((c) => c.type === 'example');
    expect(examples).toHaveLength(1);
    expect(JSON.stringify(examples[0])).toContain('某生物具有践踏并被阻挡。');
    expect(JSON.stringify(examples[0])).not.toContain('例如');
  });

  it('reads a rule of a title and no sentence as a title (100.2. 践踏)', () => {
    expect(rule(root, '100.2')!.title).toBe('践踏');
    expect(rule(root, '100.1')!.title).toBeUndefined();
  });

  it('finds the glossary under 词汇表 and the credits under 版权信息, up to the restated date', () => {
    const glossary = root.children.filter((n) => n.type === 'glossaryEntry');
    expect(glossary.map((g) => (g as { headword: string }).headword)).toEqual(['撤废']);
    expect(root.data.credit).toBe('万智牌游戏原始设计：Richard Garfield');
    expect(root.data.truncated).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe('a whole Korean translation (hand-written)', () => {
  const { root, warnings } = parse(decode(Buffer.from(KO), 'ko.txt').text, 'ko');

  it('reads its date form and title through a BOM and CRLF', () => {
    expect(root.data.date).toBe('2021-11-19');
    expect(root.data.title).toBe('매직: 더 개더링 종합 규칙서');
  });

  it('reads a number touching its Hangul text, and repairs a subrule letter printed as digits', () => {
    expect(rules(root).map((n) => n.number)).toEqual([
      '100.1',
      '100.1a',
      '100.1b',
      '100.2',
      '100.2a',
      '100.2b',
      '100.2c',
    ]);
    expect(
      warnings.some(
        (w) =>
          w.ruleId === 'rules:number-no-space' &&
          w.line === KO.split('\n').findIndex((l) => l.startsWith('100.1b다')) + 1,
      ),
    ).toBe(true);
    expect(warnings.some((w) => w.ruleId === 'rules:number-repaired' && /100\.212.*100\.2b/.test(w.reason))).toBe(true);
    expect(rule(root, '100.1b')!.children.filter((c) => c.type === 'example')).toHaveLength(1);
  });

  it('takes a glossary left out (<생략>) as omitted: no entries, no credits, not truncated, one warning', () => {
    expect(root.children.filter((n) => n.type === 'glossaryEntry')).toEqual([]);
    expect(root.data.truncated).toBeUndefined();
    expect(root.data.credit).toBeUndefined();
    const omitted = warnings.filter((w) => w.ruleId === 'rules:omitted-glossary');
    expect(omitted).toHaveLength(1);
    expect(omitted[0]!.line).toBe(KO.split('\n').findIndex((l) => l.startsWith('<생략>')) + 1);
  });
});

describe('detection of whole translations', () => {
  it('tells a Chinese and a Korean CR by title, date and script', () => {
    for (const [text, lang, date] of [
      [ZH, 'zh', '2026-04-17'],
      [KO.replace(/\r/g, ''), 'ko', '2021-11-19'],
    ] as const) {
      expect(detectFormat(text).format).toBe('cr');
      expect(detectLanguage(text)).toBe(lang);
      expect(detectDate(text)).toBe(date);
    }
  });

  it('does not take Japanese (Han with kana) for Chinese', () => {
    const ja =
      'ルール704.5kの次は704.5mであり、その次は704.5nである。呪文をコピーするとは、そのコピーをスタックに置くことである。';
    expect(detectLanguage(ja)).not.toBe('zh');
  });
});

/** The translations content/ ships, each against the English release of its date. */
const WHOLE = [
  { lang: 'zh', date: '2026-04-17', glossary: true },
  { lang: 'ko', date: '2021-11-19', glossary: false },
] as const;

for (const w of WHOLE) {
  const file = path.join(ROOT, 'content/sources', w.lang, `cr-${w.date}.txt`);
  const english = path.join(ROOT, 'content/sources/en', `cr-${w.date}.txt`);
  const have = existsSync(file) && existsSync(english);
  describe.runIf(have || process.env.CI === 'true')(`content/'s ${w.lang} translation of ${w.date}`, () => {
    it('has the rules, subrules and examples of the English release it translates', () => {
      const read = (f: string) => decode(readFileSync(f), f).text;
      const translated = parse(read(file), w.lang);
      const official = parse(read(english), 'en');
      const t = countCr(translated.root);
      const e = countCr(official.root);
      expect({ ...t, glossary: 0 }).toEqual({ ...e, glossary: 0 });
      expect(t.glossary).toBe(w.glossary ? e.glossary : 0);
      expect(translated.root.data.date).toBe(w.date);
      // The same numbers in the same order: the translation keeps the release's numbering.
      expect(rules(translated.root).map((n) => n.number)).toEqual(rules(official.root).map((n) => n.number));
    });
  });
}

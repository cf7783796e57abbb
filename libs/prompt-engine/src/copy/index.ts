// The language packs, and the vocabulary the engine itself writes: words that appear in the
// engine's own additions say nothing specific about a request, so the scorer does not count them
// as detail the user gave (an enhancement cannot make a prompt more specific by adding them).

import {
  LANGUAGE_NAMES,
  type LanguageDetection,
  type Register,
  type ScaffoldLanguage,
} from '../language';
import { words } from '../text';
import { DE } from './de';
import { DE_SIE } from './de-sie';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { FR_VOUS } from './fr-vous';
import { PT } from './pt';
import { PT_TU } from './pt-tu';
import { PLAN_PERIOD_NAMES, type LanguagePack } from './types';

export type { LanguagePack, LengthUnit, PlanPeriod, TaskCopy } from './types';
export { PLAN_PERIOD_NAMES } from './types';

export const PACKS: Readonly<Record<ScaffoldLanguage, LanguagePack>> = {
  en: EN,
  de: DE,
  es: ES,
  fr: FR,
  pt: PT,
};

/** The packs in the other register, for prompts that address the assistant in it. */
const REGISTER_PACKS: ReadonlyArray<readonly [ScaffoldLanguage, Register, LanguagePack]> = [
  ['de', 'formal', DE_SIE],
  ['fr', 'formal', FR_VOUS],
  ['pt', 'familiar', PT_TU],
];

/** The pack the engine writes a prompt's additions with: its language, in its register. */
export function packFor(language: LanguageDetection): LanguagePack {
  const other = REGISTER_PACKS.find(
    ([code, address]) => code === language.scaffold && address === language.address,
  );
  return other ? other[2] : PACKS[language.scaffold];
}

const ALL_PACKS: readonly LanguagePack[] = [
  ...Object.values(PACKS),
  ...REGISTER_PACKS.map(([, , pack]) => pack),
];

/** The answer-language line an English scaffold adds for a prompt in another language. */
export function answerInLine(code: string): string {
  const name = LANGUAGE_NAMES[code];
  return name ? `Answer in ${name}.` : 'Answer in the language of the request.';
}

/**
 * Every line the engine writes word for word: the task copy, slots, tones, the variations' lines
 * and each of the pack's own lines (the edge and format alternatives). Taken from the pack itself,
 * so a line added to a pack is known here without being listed twice.
 */
function fixedLines(pack: LanguagePack): string[] {
  const own = Object.values(pack).filter((value): value is string => typeof value === 'string');
  const variations = pack.variations;
  return [
    ...Object.values(pack.tasks).flatMap((copy) => [
      ...(copy.role ? [copy.role] : []),
      ...(copy.format ? [copy.format] : []),
      ...copy.edges,
    ]),
    ...Object.values(pack.slots),
    ...Object.values(pack.tone),
    ...own,
    ...[undefined, ...PLAN_PERIOD_NAMES].map((period) => pack.planSchedule(period)),
    ...[undefined, ...PLAN_PERIOD_NAMES].map((period) => pack.planSyllabus(period)),
    variations.brevity,
    variations.exampleIntro,
    variations.stepsIntro,
    variations.stepsOutro,
    ...Object.values(variations.steps).flat(),
  ];
}

function packTexts(pack: LanguagePack): string[] {
  return [
    ...fixedLines(pack),
    ...Object.values(pack.headings),
    pack.length(1, 2, 'words'),
    pack.length(1, 2, 'bullets'),
    pack.length(1, 2, 'steps'),
    pack.length(1, 2, 'ideas'),
    pack.keepVariables(['x']),
    pack.contradiction('x', 'y'),
    pack.splitTasks(['x']),
    ...Object.values(pack.variations.skeletons).flat(),
  ];
}

/** Every word the engine's own additions use, in all packs (lower-cased). */
export const ENGINE_VOCABULARY: ReadonlySet<string> = new Set(
  ALL_PACKS.flatMap((pack) => packTexts(pack).flatMap((text) => words(text))),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a generated line: its variable parts (numbers, quoted terms) match anything. */
function templatePattern(sample: string, variables: readonly string[]): RegExp {
  let source = escapeRegExp(sample);
  for (const variable of variables) source = source.split(escapeRegExp(variable)).join('.+?');
  return new RegExp(`^${source}$`, 'u');
}

function engineLinePatterns(): { fixed: Set<string>; generated: RegExp[]; prefixes: Set<string> } {
  const fixed = new Set<string>();
  const generated: RegExp[] = [/^Answer in .+\.$/u, /^Answer in the language of the request\.$/u];
  for (const pack of ALL_PACKS) {
    for (const line of fixedLines(pack)) fixed.add(line);
    for (const unit of ['words', 'bullets', 'steps', 'ideas'] as const) {
      generated.push(templatePattern(pack.length(111, 222, unit), ['111', '222']));
      generated.push(templatePattern(pack.length(111, 111, unit), ['111']));
    }
    generated.push(templatePattern(pack.keepVariables(['VAR1']), ['VAR1']));
    generated.push(templatePattern(pack.keepVariables(['VAR1', 'VAR2']), ['VAR1, VAR2']));
    generated.push(templatePattern(pack.contradiction('AAA', 'BBB'), ['AAA', 'BBB']));
    generated.push(templatePattern(pack.splitTasks(['VERB']), ['VERB']));
    generated.push(templatePattern(pack.audience('WHO'), ['WHO']));
    generated.push(templatePattern(pack.context('WHAT'), ['WHAT']));
  }
  // Every generated line starts with a fixed text (its template's first characters).
  const prefixes = new Set(
    generated.map((pattern) =>
      pattern.source.replace(/^\^/, '').replace(/\\(.)/g, '$1').slice(0, PREFIX),
    ),
  );
  return { fixed, generated, prefixes };
}

const PREFIX = 3;

const ENGINE_LINES = engineLinePatterns();

/** True for a line the engine itself writes (a bullet marker is ignored). */
export function isEngineLine(line: string): boolean {
  const text = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
  if (text.length === 0) return false;
  if (ENGINE_LINES.fixed.has(text)) return true;
  if (!ENGINE_LINES.prefixes.has(text.slice(0, PREFIX))) return false;
  return ENGINE_LINES.generated.some((pattern) => pattern.test(text));
}

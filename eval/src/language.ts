// Which language the engine wrote its additions in. The user's own lines are set aside (they
// are in the user's language whatever the engine does); franc-min, a trigram detector, reads
// the rest. Detection is limited to the languages the dev set uses, which makes short texts
// far more reliable, and texts too short to judge are reported as unknown, not as a miss.

import { francAll } from 'franc-min';
import { contentLines, words } from './text';

/** ISO 639-3 (franc) to ISO 639-1 (the interface) for every language of the dev set. */
export const FRANC_TO_ISO1: Readonly<Record<string, string>> = {
  eng: 'en',
  deu: 'de',
  spa: 'es',
  fra: 'fr',
  por: 'pt',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  jpn: 'ja',
};
const ISO1_TO_FRANC = Object.fromEntries(
  Object.entries(FRANC_TO_ISO1).map(([franc, iso1]) => [iso1, franc]),
);

/**
 * Issue #16's languages whose prompts get additions in their own language. Any other keeps an
 * English scaffold with an explicit answer-language line. The harness keeps its own copy of the
 * list: it is the yardstick, and must not move when the engine's list does.
 */
export const SCAFFOLD_LANGUAGES: readonly string[] = ['en', 'de', 'es', 'fr', 'pt'];

/** The explicit line an English scaffold ends with for a prompt in another language. */
export const ANSWER_LANGUAGE_LINE =
  /^(?:[-*•]\s+)?Answer in (?:the language of the request|\p{Lu}\p{Ll}+)\.$/mu;

/** Fewer characters than this and trigram statistics say little. */
export const MIN_DETECTABLE_CHARS = 40;
/** A line is the user's own when at least this share of its words come from the original. */
export const OWN_LINE_SHARE = 0.8;

/** The ISO 639-1 code of the text's language among the candidates, or null if too short. */
export function detectLanguage(text: string, candidates: readonly string[]): string | null {
  const cleaned = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/[#*_`>|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length < MIN_DETECTABLE_CHARS) return null;
  const only = candidates.map((code) => ISO1_TO_FRANC[code]).filter((code) => code !== undefined);
  const [best] = francAll(cleaned, { only, minLength: MIN_DETECTABLE_CHARS });
  if (!best || best[0] === 'und') return null;
  return FRANC_TO_ISO1[best[0]] ?? null;
}

/** The lines of the output that the engine added: not (mostly) the user's own words. */
export function addedText(original: string, output: string): string {
  const own = new Set(words(original));
  return contentLines(output)
    .filter((line) => {
      const lineWords = words(line);
      if (lineWords.length === 0) return false;
      const fromOriginal = lineWords.filter((word) => own.has(word)).length;
      return fromOriginal / lineWords.length < OWN_LINE_SHARE;
    })
    .join('\n');
}

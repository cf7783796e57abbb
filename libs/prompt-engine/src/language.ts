// Pass 1b: which language the prompt is written in (ISO 639-1). Quoted text, code and links are
// left out first, so "translate 'Willkommen bei unserem Shop' into English" reads as English.
// Latin-script languages are told apart by their function words and letters; other scripts by
// their Unicode script.

import { pastedProseStart } from './tasks';
import { FUNCTION_WORDS, isAsciiText, isLatinText, words } from './text';

/** Languages the engine writes its additions in; any other gets an English scaffold. */
export const SCAFFOLD_LANGUAGES = ['en', 'de', 'es', 'fr', 'pt'] as const;
export type ScaffoldLanguage = (typeof SCAFFOLD_LANGUAGES)[number];

/** How a prompt speaks to the assistant: "Pouvez-vous…" is formal, "Podes…" familiar. */
export type Register = 'formal' | 'familiar';

export interface LanguageDetection {
  /** ISO 639-1 code ('en' when nothing points elsewhere). */
  code: string;
  /** 0..1: how clearly the text points at that language. */
  confidence: number;
  /** The language the engine writes its additions in. */
  scaffold: ScaffoldLanguage;
  /**
   * The register the prompt speaks to the assistant in, set only where it is not its pack's own:
   * formal in French and German (vous, Sie; the packs say tu, du), familiar in Portuguese (tu and
   * Portugal's usage; the pack says você).
   */
  address?: Register;
}

// Function words of two more Latin-script languages, so Italian or Dutch prompts are recognised
// as such (and answered in their language) instead of being taken for Spanish or German.
const EXTRA_FUNCTION_WORDS: Record<string, string> = {
  it:
    'il lo gli le un una uno e o ma non è sono di del della dei delle al alla in con per che ' +
    'come su mio mia nostro nostra questo questa molto più anche solo scrivi puoi ci si',
  nl:
    'de het een en of maar niet is zijn van voor met op dat die dit deze ik wij we jij je u ons ' +
    'onze mijn naar ook alleen kan moet schrijf graag hoe wat werkt waarom wanneer welke',
  pl:
    'i w z na do nie się to jest że jak co czy dla po od ze przez jaki jaka jakie mój moja ' +
    'napisz wyjaśnij działa dlaczego',
};

const PROFILES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...Object.entries(FUNCTION_WORDS), ...Object.entries(EXTRA_FUNCTION_WORDS)].map(
    ([code, list]) => [code, new Set(list.split(/\s+/))],
  ),
);

// The same profiles by word: one lookup per token instead of one per token and language.
const PROFILE_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const byWord = new Map<string, string[]>();
  for (const [code, set] of PROFILES) {
    for (const word of set) byWord.set(word, [...(byWord.get(word) ?? []), code]);
  }
  return byWord;
})();

// Letters and word endings that only some languages use: a strong hint in short prompts.
const LETTER_HINTS: ReadonlyArray<readonly [string, RegExp, number]> = [
  ['de', /[ßäöü]/giu, 1],
  ['es', /[ñ¿¡]/giu, 1.5],
  ['pt', /[ãõ]/giu, 1.5],
  // â, ê and ô are Portuguese or French, never Spanish ("autônomos", "você"): as strong as
  // French's hint, so they settle Portuguese against Spanish.
  ['pt', /[âêô]/giu, 0.75],
  ['fr', /[èêàùâîôûœç]/giu, 0.75],
  ['pl', /[ąćęłńśźż]/giu, 2],
];
const ENDING_HINTS: ReadonlyArray<readonly [string, readonly string[], number]> = [
  ['de', ['ung', 'keit', 'heit', 'lich'], 1],
  ['es', ['ción'], 1.5],
  ['pt', ['ção', 'ções'], 1.5],
  // Not "-tion": English has as many such words as French ("Notion", "function").
  ['fr', ['eux', 'euse'], 0.75],
];

// Instruction verbs in the imperative: the first word of many one-line prompts.
const VERB_HINTS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'de',
    /^(?:schreib|schreibe|erstelle|erkläre|übersetze|fasse|fass|formuliere|vergleiche|plane|entwirf|gib|mach|finde|korrigiere|überarbeite|beantworte|antworte|schreiben|übersetzen|erklären)(?![\p{L}])/iu,
  ],
  [
    'es',
    /^(?:escribe|escríbeme|crea|explica|explícame|traduce|resume|redacta|compara|planifica|dame|genera|corrige|reescribe|haz|hazme|ayúdame|resp[oó]ndele|resp[oó]ndeles|cont[eé]stale|cont[eé]stales|escribir|crear|explicar|traducir|resumir|redactar|comparar|hacer|corregir)(?![\p{L}])/iu,
  ],
  [
    'fr',
    /^(?:écris|rédige|crée|explique|traduis|résume|planifie|donne|génère|corrige|réécris|fais|propose|aide|écrire|rédiger|expliquer|traduire|résumer|réponds)(?![\p{L}])/iu,
  ],
  [
    'pt',
    /^(?:escreva|escreve|crie|explique|traduza|resuma|redija|planeje|dê|gere|corrija|reescreva|faça|ajude|me ajude|escrever|traduzir|resumir|organiza|responda)(?![\p{L}])/iu,
  ],
];

const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['ko', /\p{Script=Hangul}/u],
  ['zh', /\p{Script=Han}/u],
  ['ru', /\p{Script=Cyrillic}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['he', /\p{Script=Hebrew}/u],
  ['el', /\p{Script=Greek}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['th', /\p{Script=Thai}/u],
];

/** Quoted text, code and links: their words may belong to another language than the prompt. */
// "translate to english pls: Der Liefertermin…": the text after a translation request's colon is
// the material; the request is in the language before it.
const TRANSLATE_LEAD =
  /^\s*(?:(?:pls|please|plz|can you|could you|bitte|por favor)\s+)?(?:translate|übersetz\p{L}*|traduc\p{L}*|tradu[zc]\p{L}*)(?![\p{L}])[^:\n]{0,80}:/iu;

export function withoutQuotedMaterial(text: string): string {
  const lead = TRANSLATE_LEAD.exec(text);
  if (lead && lead[0].trim().split(/\s+/).length >= 2) text = lead[0];
  // "me puedes traducir esto? no entiendo nada", then a German letter: the letter is material.
  const pasted = pastedProseStart(text);
  if (pasted > 0) text = text.slice(0, pasted);
  return (
    text
      .replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ')
      // A letter quoted over several lines, from the mark that opens its first line to the one
      // that closes its last: "Dear Boater, …" under a Portuguese request (round 187 answered
      // the boater in English).
      .replace(/^[ \t]*["“«][^"”»]{8,}["”»][ \t]*$/gm, ' ')
      .replace(/"[^"\n]*"|“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|‘[^’\n]*’/g, ' ')
      .replace(/(?<=^|[\s(:])'[^'\n]+'(?=$|[\s).,;:!?])/g, ' ')
      .replace(/<([a-z_][\w-]*)>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+/g, ' ')
  );
}

// Where a sentence starts: the text's start, a line's start or after . ! ? and a space.
const SENTENCE_START = String.raw`(?:^|[.!?]\s+|\n\s*)`;

/**
 * How a French, German or Portuguese prompt addresses the assistant. The French and German packs
 * write the familiar tu and du that most prompts use; a prompt that says "Pouvez-vous…" or "Können
 * Sie…" gets its additions in the same register (round 184's judge read "Donne…" under "Gardez
 * bien…"). A familiar form anywhere keeps the familiar register: an unquoted "vous" or "Sie" may
 * belong to the text the user wants written for customers. The Portuguese pack writes Brazil's
 * você forms ("Dê…"), formal to a user in Portugal who writes "Podes ajudar-me…" (judges of rounds
 * 210, 213 and 215): tu forms, or Portugal's own words, with no você, get the tu pack.
 */
interface Address {
  /** The register the language's pack writes in. */
  pack: Register;
  formal: RegExp;
  familiar: RegExp;
}

const ADDRESS: Partial<Record<string, Address>> = {
  fr: {
    pack: 'familiar',
    formal: new RegExp(
      String.raw`\b(?:pouvez|pourriez|voulez|voudriez|auriez|sauriez|pourrez)[-\s]vous\b|` +
        String.raw`\bvous\s+(?:pouvez|pourriez|voulez|voudriez|auriez|sauriez)\b|s[’']il vous pla|\bn[’']\p{L}+ez pas\b|` +
        SENTENCE_START +
        String.raw`(?!chez\b|assez\b)\p{L}{2,}ez(?![\p{L}])`,
      'imu',
    ),
    familiar: new RegExp(
      String.raw`\btu\b|\bt[’'](?=\p{L})|-(?:tu|toi)\b|\b(?:tes|ta)\s|s[’']il te pla|` +
        SENTENCE_START +
        String.raw`(?:écris|rédige|crée|explique|traduis|résume|donne|corrige|réécris|fais|propose|` +
        String.raw`aide|réponds|trouve|dis|garde|ajoute|liste|compare|peux|pourrais)(?![\p{L}])`,
      'imu',
    ),
  },
  de: {
    pack: 'familiar',
    formal: /\p{L}+en Sie\b|\bIhnen\b/u,
    familiar: new RegExp(
      String.raw`\b(?:du|dir|dich|dein\p{L}*|kannst|könntest|würdest|hilf|gib|mach|schreib)(?![\p{L}])|` +
        SENTENCE_START +
        String.raw`(?:bitte\s+)?(?:erstelle|schreibe|formuliere|fasse|erkläre|übersetze|korrigiere|` +
        String.raw`überarbeite|prüfe|nenne|vergleiche|plane|entwirf|verbessere|finde|kürze)(?![\p{L}])`,
      'imu',
    ),
  },
  pt: {
    pack: 'formal',
    formal: new RegExp(
      String.raw`\b(?:você|vocês|o senhor|a senhora|pode|poderia|poderiam|consegue)(?![\p{L}])|` +
        String.raw`\b(?:ajude|diga|faça|escreva|explique|mande|mostre)-me\b|` +
        String.raw`\bme (?:ajuda|diz|fala|explica|manda|dá)(?![\p{L}])`,
      'iu',
    ),
    familiar: new RegExp(
      String.raw`\btu\b|\b(?:podes|consegues|queres|sabes|tens|precisas|achas|podias|conseguias|importas)\b|` +
        String.raw`\b(?:ajuda|diz|dá|faz|escreve|explica|manda|mostra|arranja|corrige|traduz|resume)-me\b|` +
        String.raw`\b(?:bocado|telemóvel|autocarro|miúdos|pequeno-almoço|casa de banho|ecrã|equipa)(?![\p{L}])|` +
        String.raw`\bestou a \p{L}+(?:ar|er|ir)\b`,
      'iu',
    ),
  },
};

const addressField = (address: Register | undefined) => (address ? { address } : {});

/** The prompt's register, when it is clearly the one its language's pack does not write in. */
function addressOf(own: string, code: string): Register | undefined {
  const address = ADDRESS[code];
  if (!address) return undefined;
  const other = address.pack === 'familiar' ? 'formal' : 'familiar';
  return address[other].test(own) && !address[address.pack].test(own) ? other : undefined;
}

function scaffoldOf(code: string): ScaffoldLanguage {
  return (SCAFFOLD_LANGUAGES as readonly string[]).includes(code)
    ? (code as ScaffoldLanguage)
    : 'en';
}

const MANY_TOKENS = 8;

const LETTER = /\p{L}/gu;
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/gu;

function detectScript(text: string): LanguageDetection | undefined {
  // Most prompts are plain Latin script: nothing to count.
  if (isLatinText(text)) return undefined;
  const letters = text.match(LETTER)?.length ?? 0;
  if (letters === 0) return undefined;
  const nonLatin = text.match(NON_LATIN_LETTER)?.length ?? 0;
  const latin = letters - nonLatin;
  if (latin >= letters / 2) return undefined;
  for (const [code, pattern] of SCRIPTS) {
    if (pattern.test(text)) {
      return { code, confidence: Math.min(1, 1 - latin / letters), scaffold: 'en' };
    }
  }
  return { code: 'und', confidence: 0.5, scaffold: 'en' };
}

/** The language of the prompt's own words; English when nothing points elsewhere. */
export function detectLanguage(input: string): LanguageDetection {
  // The first 2,000 characters tell the language as well as the whole text does.
  const text = input.length > 2000 ? input.slice(0, 2000) : input;
  const own = withoutQuotedMaterial(text);
  const byScript = detectScript(own) ?? detectScript(text);
  if (byScript) return byScript;
  const tokens = words(own);
  const scores = new Map<string, number>();
  // Each function word counts once: "TK-12 LEVEL LO LO" in an alarm log is no Spanish.
  for (const token of new Set(tokens)) {
    const codes = PROFILE_OF.get(token);
    if (codes) for (const code of codes) scores.set(code, (scores.get(code) ?? 0) + 1);
  }
  const nonAscii = !isAsciiText(own);
  for (const [code, pattern, weight] of LETTER_HINTS) {
    if (!nonAscii) break;
    const found = own.match(pattern)?.length ?? 0;
    if (found > 0) scores.set(code, (scores.get(code) ?? 0) + weight * Math.min(found, 3));
  }
  for (const [code, endings, weight] of ENDING_HINTS) {
    let found = 0;
    for (const token of tokens) {
      if (token.length > 4 && endings.some((ending) => token.endsWith(ending))) found += 1;
      if (found >= 3) break;
    }
    if (found > 0) scores.set(code, (scores.get(code) ?? 0) + weight * found);
  }
  const start = own.trim();
  for (const [code, pattern] of VERB_HINTS) {
    if (pattern.test(start)) scores.set(code, (scores.get(code) ?? 0) + 2);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [best, second] = ranked;
  // One function word among many tokens (an alarm log's "LO") says nothing of the language.
  const needed = tokens.length >= MANY_TOKENS ? 2 : 1;
  if (!best || best[1] < needed) return { code: 'en', confidence: 0.3, scaffold: 'en' };
  // A near tie with English keeps English: code words and names are often English-looking.
  const english = scores.get('en') ?? 0;
  if (best[0] !== 'en' && english >= best[1] * 0.8 && english >= 1) {
    return { code: 'en', confidence: 0.5, scaffold: 'en' };
  }
  const margin = best[1] - (second?.[1] ?? 0);
  const confidence = Math.min(1, 0.4 + margin / Math.max(3, tokens.length * 0.3));
  return {
    code: best[0],
    confidence: Math.round(confidence * 100) / 100,
    scaffold: scaffoldOf(best[0]),
    ...addressField(addressOf(own, best[0])),
  };
}

/**
 * English names of common languages, for the answer-language line of an English scaffold: every
 * language detectLanguage can return has one.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
  ru: 'Russian',
  ar: 'Arabic',
  he: 'Hebrew',
  el: 'Greek',
  hi: 'Hindi',
  th: 'Thai',
};

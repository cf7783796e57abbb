// Pass 1a: what the prompt asks for, with a confidence. Intent first: every task has cues (the
// deliverable's noun, the instruction's verb, tell-tale material such as a stack trace or a
// table signature) in English, German, Spanish, French and Portuguese, weighted by how much they
// say. A cue in the prompt's opening words (the imperative and its object) weighs more than the
// same word later on, so "translate this email" is a translation and "write a SQL query that
// explains..." is SQL. Below a minimum the task is `general`: a faithful generic rewrite is
// better than a confident wrong template.

import { LIST_ITEM, execAll, isAsciiText } from './text';

export const TASK_IDS = [
  'code-write',
  'code-debug',
  'code-review',
  'code-explain',
  'sql',
  'formula',
  'regex',
  'data-analysis',
  'email',
  'social-post',
  'article',
  'support-reply',
  'summary',
  'translation',
  'rewrite',
  'creative-writing',
  'meeting-notes',
  'plan',
  'comparison',
  'brainstorm',
  'qa',
  'general',
] as const;
export type TaskId = (typeof TASK_IDS)[number];

/** Families share how a prompt of that kind is scored and which additions make sense. */
export type TaskFamily = 'code' | 'code-material' | 'writing' | 'transform' | 'thinking';

export const TASK_FAMILY: Record<TaskId, TaskFamily> = {
  'code-write': 'code',
  sql: 'code',
  formula: 'code',
  regex: 'code',
  'code-debug': 'code-material',
  'code-review': 'code-material',
  'code-explain': 'code-material',
  'data-analysis': 'code-material',
  email: 'writing',
  'social-post': 'writing',
  article: 'writing',
  'support-reply': 'writing',
  'creative-writing': 'writing',
  summary: 'transform',
  translation: 'transform',
  rewrite: 'transform',
  'meeting-notes': 'transform',
  plan: 'thinking',
  comparison: 'thinking',
  brainstorm: 'thinking',
  qa: 'thinking',
  general: 'thinking',
};

export interface Cue {
  /** Words of the other scaffold languages only: skipped for English prompts. */
  intl?: boolean;
  /** Alternatives written in plain ASCII: fast, and all an English prompt needs. */
  ascii?: RegExp;
  /** Alternatives with accented letters or other scripts. */
  unicode?: RegExp;
  weight: number;
  /** A verb that opens an instruction: weighs double in the opening words. */
  verb?: boolean;
  /**
   * The first (up to three) letters every ASCII alternative starts with, lower-cased: a text
   * with no word starting so cannot match, and the pattern is not run. Absent when an
   * alternative starts with something other than a letter or digit.
   */
  starts?: readonly string[];
}

const PREFIX = 3;

/** The index of the parenthesis closing the one at `open`, or -1. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return index;
  }
  return -1;
}

const DIGITS = '0123456789'.split('');

/**
 * The literal letters an alternative can start with ("functions?" → "fun", "(?:login|signup)
 * forms?" → "log", "sig"; "\\d+ ideas" → a digit), or undefined when unsure.
 */
function startsOf(alternative: string): string[] | undefined {
  if (alternative.startsWith('(?<!')) {
    // A negative lookbehind checks what comes before: the match starts after it.
    const close = closingParen(alternative, 0);
    return close < 0 ? undefined : startsOf(alternative.slice(close + 1));
  }
  if (alternative.startsWith('(?:')) {
    const close = closingParen(alternative, 0);
    const after = alternative[close + 1];
    if (close < 0 || after === '?' || after === '*' || after === '{') return undefined;
    const inner = alternatives(alternative.slice(3, close)).map(startsOf);
    return inner.every((starts) => starts !== undefined) ? inner.flat() : undefined;
  }
  if (alternative.startsWith('\\d')) {
    const after = alternative[2];
    return after === '?' || after === '*' || after === '{' ? undefined : DIGITS;
  }
  let literal = '';
  for (let index = 0; index < alternative.length && literal.length <= PREFIX; index += 1) {
    const char = alternative[index] ?? '';
    if (!/[a-z0-9]/i.test(char)) {
      // A quantifier makes the letter before it optional.
      if (char === '?' || char === '*' || char === '{') literal = literal.slice(0, -1);
      break;
    }
    literal += char.toLowerCase();
  }
  return literal.length > 0 ? [literal.slice(0, PREFIX)] : undefined;
}

/** The first one, two and three letters of every ASCII word of the text, lower-cased. */
export function wordStarts(text: string): Set<string> {
  const starts = new Set<string>();
  const lower = text.toLowerCase();
  const isWord = (code: number) =>
    (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
  let index = 0;
  while (index < lower.length) {
    if (!isWord(lower.charCodeAt(index))) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < lower.length && isWord(lower.charCodeAt(end))) end += 1;
    starts.add(lower.slice(index, index + 1));
    if (end - index >= 2) starts.add(lower.slice(index, index + 2));
    if (end - index >= 3) starts.add(lower.slice(index, index + 3));
    index = end;
  }
  return starts;
}

// Word boundaries that understand accented letters (\b does not).
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';

/** Splits a pattern source at its top-level alternations. */
export function alternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(source.slice(from, index));
      from = index + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

const isAscii = (source: string) => isAsciiText(source) && !source.includes('\\p{');

/**
 * A pattern anchored at word boundaries. ASCII-only patterns use `\b` without the Unicode flag,
 * several times faster; others need boundaries that understand accented letters.
 */
export function wordPattern(
  source: string,
  options: { whole?: boolean; cased?: boolean; global?: boolean } = {},
): RegExp {
  const whole = options.whole !== false;
  const ascii = isAscii(source);
  const flags = `${options.global ? 'g' : ''}${options.cased ? '' : 'i'}${ascii ? '' : 'u'}`;
  if (ascii) return new RegExp(`\\b(?:${source})${whole ? '(?![A-Za-z0-9_])' : ''}`, flags);
  return new RegExp(`${B}(?:${source})${whole ? E : ''}`, flags);
}

/** A cue matched from a word start; `whole` also requires a word end. */
function cue(
  source: string,
  weight: number,
  options: { verb?: boolean; whole?: boolean; cased?: boolean } = {},
): Cue {
  // Alternatives written in ASCII (even with \\p classes) serve every prompt; those with
  // accented letters only prompts in other languages.
  const parts = alternatives(source);
  const plain = isAsciiText;
  const ascii = parts.filter(plain);
  const unicode = parts.filter((part) => !plain(part));
  const make = (list: string[]) =>
    list.length > 0
      ? wordPattern(list.join('|'), {
          whole: options.whole !== false,
          cased: options.cased === true,
        })
      : undefined;
  const asciiPattern = make(ascii);
  const unicodePattern = make(unicode);
  const starts = ascii.map(startsOf);
  return {
    ...(asciiPattern && starts.every((start) => start !== undefined)
      ? { starts: [...new Set(starts.flat())] }
      : {}),
    ...(asciiPattern ? { ascii: asciiPattern } : {}),
    ...(unicodePattern ? { unicode: unicodePattern } : {}),
    weight,
    ...(options.verb ? { verb: true } : {}),
  };
}

/** Marks a cue made of words of the other scaffold languages. */
const intl = (found: Cue): Cue => ({ ...found, intl: true });

/** The earliest match of a cue; English prompts need only its plain-ASCII, English alternatives. */
function execCue(
  found: Cue,
  text: string,
  english: boolean,
  starts?: ReadonlySet<string>,
): RegExpExecArray | null {
  if (english && found.intl) return null;
  const possible = !starts || !found.starts || found.starts.some((start) => starts.has(start));
  const a = possible ? (found.ascii?.exec(text) ?? null) : null;
  if (english || !found.unicode) return a;
  const u = found.unicode.exec(text);
  if (!a) return u;
  if (!u) return a;
  return u.index < a.index ? u : a;
}
const stem = (source: string, weight: number, verb = false) =>
  cue(source, weight, { whole: false, verb });

// "We spent £600 on Facebook ads", "running Google ads": advertising bought, no ad or post to
// write.
const AD_BOUGHT_NOT_WRITTEN =
  '(?<!(?:on|from|with|spent on|spend on|spending on|via|through|running|keep|keeping|stop|stopping|pause|pausing|cancel|cancelling) (?:\\S+ )?)';
// "Instagram ads were £600 total", "Instagram ads | 52 | 3": their cost or a table row, no ad to
// write (round 425, −1.83 for a post over a table of enquiry sources).
const AD_COST_AFTER =
  '(?! ?(?:\\||were|was|cost|costs|spend|spent|budget|came to|total)(?![\\p{L}]))';

/** "What should I be weighing up", "what would you weigh up here": a choice the user keeps. */
export const WEIGH_UP_ASK = 'what (?:should|do|would) (?:i|we|you) (?:be )?weigh(?:ing)? up';

export const LANGUAGES_EN =
  'english|german|spanish|french|portuguese|italian|dutch|japanese|chinese|mandarin|korean|russian|arabic|polish|turkish|swedish|danish|norwegian|finnish|greek|hindi|ukrainian|czech|hungarian|romanian|vietnamese|thai|indonesian|hebrew|catalan|irish|gaelic|welsh|basque|galician|croatian|serbian|slovak|slovenian|bulgarian|latvian|lithuanian|estonian|icelandic|swahili|tagalog|malay|urdu|bengali|punjabi|tamil|persian|farsi|latin(?! america)|esperanto|yiddish|afrikaans|m(?:a|\\u0101)ori|hawaiian|breton|cornish|sanskrit';

// A failure in one environment only ("works fine locally and on staging"): a bug to find, and a
// set-up problem rather than code to correct (slots.ts). One pattern for both.
const STATS_METHOD =
  /(?<![\p{L}])(?:which (?:statistical )?(?:test|analysis|model)|post-?hoc|anova|kruskal|wilcoxon|mann-whitney|t-?test|chi-?squared?|shapiro|p ?[=<]|p-?values?|regression|significan\p{L}*)(?![\p{L}])/iu;
// Someone who bought from the user: a tenant's or a neighbour's message is answered as a message.
// "… write my reply", "Draft the reply": the reply itself is asked for.
const REPLY_WANTED =
  /(?<![\p{L}])(?:write|draft|do) (?:my|the|a|me a|us a) (?:reply|response|answer)(?![\p{L}])/iu;
// "How do I tell him", "cómo le digo a": words to find for someone, asked of the assistant.
const TELL_SOMEONE =
  /(?<![\p{L}])(?:how (?:do|can|should|would) (?:i|we) (?:tell|say (?:it |this |that )?to|talk to|bring (?:it|this|that) up with)|c[oó]mo (?:le|les) (?:digo|explico|hablo)|comment (?:je )?(?:lui|leur) (?:dire|dis|parler|parle|expliquer|explique)|wie (?:sage|erkläre) ich (?:es |das )?(?:ihm|ihr|ihnen|meinem|meiner|dem|der|einem|einer)|como (?:eu )?(?:lhe |lhes )?(?:digo|explico|falo))(?![\p{L}])/iu;
const BUYER =
  /(?<![\p{L}])(?:customers?|clients?|clientes?|kund(?:e|in|en|innen)|clientèle)(?![\p{L}])/iu;
// Someone a business serves, whose message a reply answers ("a buyer on eBay", "a patient").
const SERVED = new RegExp(
  `${BUYER.source}|(?<![\\p{L}])(?:buyers?|patients?|pacientes?|guests?|hu[eé]spedes|tenants?|members?|subscribers?|passengers?|shoppers?|compradores?|inquilinos?|socios?)(?![\\p{L}])`,
  'iu',
);
const BEFORE_A_MEETING =
  /(?<![\p{L}])(?:before|ahead of|for) (?:the |my |our |tonight.s |tomorrow.s )?(?:meeting|call)|(?:avant|pour) (?:la |ma |notre )?réunion|(?:vor|für) (?:der|die|dem|unserer|meiner) (?:besprechung|sitzung)|(?:antes de|para) (?:la |mi |nuestra )?reunión|(?:antes da|para a) reunião(?![\p{L}])/iu;
const MEETING_NOTES_ASK =
  /(?<![\p{L}])(?:minutes|action items|meeting notes|notes (?:from|of) (?:the|our|my|this) (?:meeting|call)|compte[- ]rendu|procès-verbal|protokoll|acta|ata)(?![\p{L}])/iu;
// Two or more listed lines, each a question.
// One per line, or numbered in a run ("Algumas dúvidas: 1) posso …? 2) … vale? 3) …?").
const QUESTION_LIST =
  /(?:^[ \t]*(?:\d+[.)]|[-*•])[ \t]+[^\n]*\?[ \t]*(?:\n|$)){2,}|(?:(?:^|\s)\(?\d+[.)][ \t]+[^?\n]{2,200}\?){2,}/mu;
// A translation named as a thing ("une traduction assermentée"), and what asks for one: a verb,
// a target language, "how do you say".
const TRANSLATION_NOUN =
  /(?<![\p{L}])(?:translations?|traductions?|traducci(?:ón|ones)|tradu[çc](?:ão|ões)|übersetzung(?:en)?)(?![\p{L}])/iu;
const TRANSLATING = new RegExp(
  `(?<![\\p{L}])(?:translat(?:e|es|ed|ing)|tradui(?:s|re|sez|t|sons)|tradu(?:ce|cir|zca|ceme|cime|cirlo|cirla)|traduz\\p{L}*|übersetz(?:e|en|t|st)|(?:into|to|in) (?:${LANGUAGES_EN})|how (?:do|would|can|should) (?:you|u|i|we|one) say)(?![\\p{L}])`,
  'iu',
);
// "Could you explain?", "explica esto", "explique-moi": an explanation asked for.
// "what is this line in the deploy script doing", "no idea what this bash line does", "whats this
// bit of code for": a question about a named piece of the code or command in hand (rounds 195 and
// 198 read two such as code to write, −2.33 and −2.00).
const WHAT_PIECE_DOES =
  'what(?:.?s| (?:does|do|is|are))? (?:this|that|these|those|the) (?:\\S+ ){0,3}?(?:line|lines|bit|part|piece|entry|command|code|script|snippet|function|formula|macro|query|one-liner|cron\\S*|crontab|block|loop|section)(?: (?:of|in|from) (?:\\S+ ){0,3}?\\S+)? (?:actually |really |even )?(?:do|does|doing|for|mean|means)';
const EXPLAIN_ASK = new RegExp(
  `(?<![\\p{L}])(?:${WHAT_PIECE_DOES}|` +
    String.raw`(?:can|could) (?:u|you) (?:pls |please )?explain|explain (?:it|this|that|pls|please)|expl[ií]ca(?:me|r)?(?: (?:esto|isto|isso))?|explique(?:[- ]moi)?|erkl[äa]r(?:e|st)? (?:mir|das|es)|erklären|was (?:hier|da) (?:genau |eigentlich )?passiert|(?:can|could) (?:someone|anyone|somebody) (?:pls |please )?explain)(?![\p{L}])`,
  'iu',
);
// "Explain this formula and change it so it also counts rows marked Pending": a formula to write.
const FORMULA_CHANGE_ASK =
  /(?<![\p{L}])(?:change|modify|adjust|update|tweak|edit|extend|fix|rewrite|amend) (?:it|this|the formula|that)(?![\p{L}])/iu;
// "Is there a simpler way to write it?" beside an explanation: no new formula to write.
const SIMPLER_WAY =
  /(?<![\p{L}])(?:simpler|shorter|easier|better|cleaner|neater|tidier|quicker|more efficient|more readable) way (?:to|of) (?:write|writing|do|doing) (?:it|this|that|the formula|the same)(?![\p{L}])/giu;
const SUMMARY_ASKED =
  /(?<![\p{L}])(?:summari[sz]\p{L}*|sum (?:it |this )?up|tl;?dr|resum\p{L}*|zusammenfass\p{L}*)(?![\p{L}])/iu;
const PROGRAM_QUESTION =
  /(?<![\p{L}])(?:why (?:does|is|do|won.?t|doesn.?t) (?:excel|sheets|google sheets|numbers|libreoffice|calc|it) (?:show|display|treat|keep)|what setting|which setting|settings?)(?![\p{L}])/iu;
const OWN_MISTAKE =
  /(?<![\p{L}])(?:what (?:did|have) i (?:do|done|got|get) wrong|what did i (?:mess|screw) up|what have i (?:messed|screwed) up)(?![\p{L}])/iu;
const VERSE_TO_WRITE =
  /(?<![\p{L}])(?<!(?:i|we) (?:have|need|want|got|am going|.m going|have got) to )(?:suggest|write|give me|come up with|need|draft|compose)(?: me| us)? (?:a |an |some |a few |\d+ |two |three |four |five )?(?:short |little |simple |brief |gentle |fitting )*(?:verses?|poems?|rhymes?|haikus?|limericks?|couplets?)(?![\p{L}])/iu;
const QUERY_ASK =
  /(?<![\p{L}])(?:write|give me|need|help me write|can you write) (?:me )?(?:a|an|the) (?:sql |sqlite |postgres(?:ql)? |mysql )?query(?![\p{L}])/iu;
const OPTIONS_LISTED = /options?\s*:?\s*\n(?:[ \t]*(?:[-*•]|\d+[.)])[ \t]+\S[^\n]*\n?){2,}/iu;
const ACTIONS_ASKED =
  /(?<![\p{L}])(?:actions? (?:and|&|\+|with) owners|action (?:items|points)|actions? list|who.?s doing what)(?![\p{L}])/iu;
// The user names a formula ("fórmula" too): the spreadsheet task stays.
const FORMULA_WORD = /f[oó]rmul/iu;
const MEANING_ASKED =
  /(?<![\p{L}])(?:explain|erklär\p{L}*|expliqu\p{L}*|explica\p{L}*)(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])(?:what|was|ce que|qu.est-ce que|qué|o que)(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])(?:means?|bedeut\p{L}*|signifi\p{L}*|quer(?:em)? dizer|veut dire|veulent dire)(?![\p{L}])/iu;
// What makes a request one about a meeting, its notes or its actions, in the five languages.
// "team mtg mon" over notes to turn into "a list of actions with who + when" (round 413, −0.33
// as a plan); an "mtg draft night" is Magic: The Gathering.
const MEETING_MATTER =
  /(?<![\p{L}])(?:meet|meets|meetings?|mtgs?(?! (?:draft|cards?|decks?|arena|commander|tournament|booster)s?)|action (?:lists?|items?|points?)|notes|minutes|transcripts?|calls?|stand-?ups?|syncs?|agenda|debrief|handover|besprechung\p{L}*|protokoll\p{L}*|notizen|réunions?|compte[- ]rendu|reuni[oóã]n?\p{L}*|actas?|atas?|notas)(?![\p{L}])/iu;
// "can i sell it?", "am I allowed to bin it": the user's own rights, asked.
const MAY_I =
  /(?<![\p{L}])(?:(?:can|may|could) (?:i|we) (?:legally |just )?(?:sell|keep|dispose of|throw (?:it |them )?(?:away|out)|bin|charge|refuse|cancel|scrap|donate|auction)|(?:am i|are we) (?:legally )?(?:allowed|ok|okay|alright|all right|fine|safe) to|is it legal (?:to|for)|do (?:i|we) (?:legally )?have to|what are my (?:rights|options))(?![\p{L}])/iu;
const REPLY_ASK =
  /(?<![\p{L}])(?:reply|respond|answer (?:him|her|them|this|that|it)|write|draft|e-?mail (?:him|her|them)|message (?:him|her|them)|text (?:him|her|them)|letter)(?![\p{L}])/iu;
// "Please write it as pandas code I can run on the full file" under six sample rows: the analysis
// is the code's job and the rows are its test (round 212, −0.83 for "lead with the findings").
// "I need a Python script that reads panel_export.csv and removes duplicates": the same (round
// 223, −1.67).
// "quick python to convert our price list csv to usd": code asked for, whatever its data (round
// 470, −0.67 for a data analysis's lines); so is "I'd like a python script that turns it into
// printable shelf labels" (round 509).
const CODE_TO_RUN =
  '(?:write|give me|do|put) (?:it|this|that|them|the analysis) (?:up )?(?:as|in) (?:\\S+ ){0,2}(?:code|script)|(?:need|want|write me|give me|make me) an? (?:python |r |vba |powershell |bash |node |js |javascript )?(?:script|program) (?:that|which|to)|(?:(?:i|we).?d like|(?:i|we) would like) an? (?:python|r|vba|powershell|bash|node|js|javascript) (?:script|program) (?:that|which|to)|(?:(?:i|we).?d like|(?:i|we) would like) an? (?:script|program) (?:that|which|to) (?:turns|converts|reads|parses|takes|pulls|exports|imports|renames|moves|copies|merges|splits|generates|sends|checks|downloads|uploads|scrapes|cleans|sorts|formats|totals|counts)|code (?:i|we) can run on the (?:full|whole|real|complete) (?:file|data|dataset|export)|(?<!(?:got|have|had|wrote|written|using|use|with|run|ran) )(?:a )?(?:quick|a few lines of) (?:python|powershell|bash|vba|node|javascript|js)(?: script| code| snippet| function| macro| program| one-?liner)? to (?!(?:analy[sz]e|understand|explain|read up|learn)\\b)\\p{L}+';
const ASKS_CODE_TO_RUN = new RegExp(`(?<![\\p{L}])(?:${CODE_TO_RUN})(?![\\p{L}])`, 'iu');
// Figures typed into the request ("Jan 22h, Feb 31h"): enough of them are the data itself.
const NUMBER_GIVEN = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?(?![\d])/gu;
const NUMBERS_FOR_DATA = 6;
const JUDGEMENT_OF_NUMBERS =
  /(?<![\p{L}])(?:tell me (?:if|whether)|am i (?:actually |really )?getting|(?:getting|got) (?:faster|slower|better|worse)|is (?:it|this|there) (?:a )?(?:trend|pattern|improvement)|any (?:trend|pattern)s?)(?![\p{L}])/iu;
const NAMED_GUIDE = /\b(?:[A-Z][a-z]+ )+Guide\b/u;
const SHORTLIST =
  /(?<![\p{L}])(?:shortlist|short-list|short list|(?:the |my |our )?(?:options|choices|candidates|contenders))\s*(?:is|are|:)\s*[^\n.?]{2,60}?,\s*[^\n.?]{2,60}?(?:,|\bor\b|\band\b)/iu;
const WHICH_ONE =
  /(?<![\p{L}])(?:which one|which of (?:them|these|those|the (?:two|three|four))|which (?:should|would|do) (?:i|we|you) (?:pick|choose|go for|get|buy|recommend))(?![\p{L}])/iu;
const REGEX_ASKED =
  /(?<![\p{L}])(?:need|want|give me|looking for) (?:\(\d\) )?(?:a |an |some |two )?(?:[\w-]+ ){0,3}?(?:regex(?:es)?|regular expressions?)(?![\p{L}])/iu;
const SCRIPT_ASKED =
  /(?<![\p{L}])(?:write|need|want|make|build|give me|create)(?: me)? (?:a|an) (?:[\w-]+ ){0,2}(?:script|macro)(?![\p{L}])/iu;
const CODE_DELIVERABLE_ASKED =
  /(?<![\p{L}])(?:write|need|want|make|build|give me)(?: me)? (?:a|an|the) (?:[\w-]+ ){0,2}(?:function|script|program|app|tool|macro|class)(?![\p{L}])/iu;
const WHICH_IS_BEST =
  /(?<![\p{L}])(?:which (?:one |option )?(?:is|would be|works out|gives) (?:the )?(?:best|better|cheapest|best value|most)|which (?:should|would) (?:i|you) (?:pick|choose|go for|get))(?![\p{L}])/iu;
// What to take from a text: "ce que je dois retenir", "what I need to know", "das Wichtigste".
const TAKEAWAY_ASK =
  /(?<![\p{L}])(?:what (?:i|we) (?:need|have|ought) to (?:know|remember|take from it|do about it)|what (?:actually )?matters (?:here|in (?:it|this))|(?:ce que|qu.est-ce que) (?:je dois|il faut) (?:retenir|savoir)|l.essentiel|lo (?:más )?importante|lo que (?:tengo|hay) que saber|was ich (?:wissen|beachten) muss|das wichtigste|o que (?:eu )?(?:preciso|tenho de|tenho que) saber|o (?:mais )?importante|o essencial)(?![\p{L}])/iu;
// Material beside the request: a quoted passage of some length, or prose pasted under it.
const QUOTED_MATERIAL_CHARS = 150;
function pastedAround(raw: string, head: string): boolean {
  const quoted = raw.replace(/\s/g, '').length - head.replace(/\s/g, '').length;
  return quoted >= QUOTED_MATERIAL_CHARS || pastedProseStart(raw) >= 0;
}
// What a group said or wants, asked of the thread pasted under it (summary cue and detectTask).
const WHAT_EVERYONE_WANTS =
  '(?:tell me|say|work out|figure out) what (?:everyone|everybody|people|they|the group|the others|each person) (?:actually |really |has |have )?(?:wants?|said|says|agreed|decided|thinks?|is asking for|are asking for)|what (?:did|do|does) (?:everyone|everybody|people|they|the group) (?:actually |really |even )?(?:want|say|agree|decide)';
const ASKS_WHAT_EVERYONE_WANTS = wordPattern(WHAT_EVERYONE_WANTS);

export const WORKS_ELSEWHERE =
  'works (?:fine |ok |okay |perfectly )?(?:locally|on (?:my machine|my laptop|staging|dev)|in (?:dev|staging|development))';

// "My cron job wont run but the script works fine when i run it myself": the program exists and
// fails only where it is scheduled or deployed, a bug to find rather than code to write (a
// blind-panel round, −1.17, was given "pin the versions of the actions, images"), and a set-up
// problem like WORKS_ELSEWHERE (slots.ts).
export const RUNS_BY_HAND_SOURCE =
  '(?:works|runs) (?:fine |ok |okay |perfectly |great )?(?:when i (?:run|start|launch) (?:it|them|the script)(?: myself| manually| by hand| from (?:the )?(?:terminal|command line|shell))?|manually|by hand|from (?:the )?(?:terminal|command line|shell))';
const RUNS_BY_HAND = wordPattern(RUNS_BY_HAND_SOURCE);

/** Exported for tests (the prefilter's safety). */
// "What should I have in my bag", "what do we keep in the van": a kit list asked as a question,
// a checklist (the qa cue below and plan.ts's packing layout both read it).
export const KIT_TO_CARRY =
  'what (?:should|do) (?:i|we) (?:have|put|carry|keep|take) in (?:my|our|the) (?:bag|kit ?bag|rucksack|backpack|kit|van|car)';

export const CUES: Record<Exclude<TaskId, 'general'>, readonly Cue[]> = {
  'code-write': [
    // "Plain JS please, no paid apps, I'll paste it into a custom liquid block": code asked for by
    // where it goes (round 486, −1.33 as an e-mail).
    cue(
      '(?:plain|vanilla|pure) (?:js|javascript)(?=,? (?:please|only|pls|no |not |is fine))|(?:paste|put|drop) (?:it|this|the (?:snippet|code|script)) (?:in|into) (?:a |the |my |our )?(?:custom liquid|liquid|theme|script|functions\\.php)(?: block| file| section| editor)?',
      3,
    ),
    // "A friend gave me this Arduino code … can you go through what each part does" is code in
    // hand (round 450, −1.83 as code to write).
    // "write an Arduino sketch for a level crossing": a microcontroller's program, not a comedy
    // sketch (round 209 was given a 200–400 word length).
    // "An Arduino Nano sketch" too, the board's model between (round 314, −0.67).
    cue(
      '(?<!(?:this|that|the|my|our|his|her|their) )(?:arduino|esp32|esp8266)(?: (?:nano|uno|mega|pro mini|micro|leonardo|every))? (?:sketch|program|code)',
      3,
    ),
    cue(CODE_TO_RUN, 4.5),
    // "12 csv files … same columns, need them merged into one file. python or whatever is
    // easiest": files to combine by a script, not data to analyse (round 155, −1.17).
    cue(
      '(?:merge|combine|concatenate|join|stitch)(?:d)? (?:them |these |those |all |the |my )?(?:\\w+ ){0,3}(?:into|in) (?:one|a single|1) (?:file|csv|spreadsheet|sheet|workbook|excel file)|(?:merged|combined) into one (?:file|csv|spreadsheet|sheet)',
      3.5,
    ),
    // "Can you write me an Excel VBA macro?": code, whatever sheet and columns it works on (round
    // 144 read it as a formula).
    cue(
      '(?:write|make|create|build|give)(?: me)? (?:an? |the |some )?(?:excel |word |outlook |access )?(?:vba )?macros?',
      3.5,
    ),
    // "can u write some python that reads a csv … and plots progress": code to write, whatever
    // it does with the data (a blind-panel round).
    cue(
      '(?:write|code|make|give me) (?:me )?(?:some|a bit of|a little|a quick|a small|a simple) (?:python|javascript|typescript|java|c#|golang|rust|ruby|php|kotlin|swift|bash|powershell|vba|r)(?: code| script)?|write (?:me )?(?:python|javascript|typescript|bash|powershell|vba|php|ruby|go|rust)(?: code| script)? (?:that|to|which)',
      3,
    ),
    // "Write a car rental program in Java for my CS class": a program in a named language, for a
    // programming course or on a payments API is code, whatever business it models (a review of
    // round 509's fix).
    cue(
      '(?:programs?|apps?) (?:in|using|with) (?:java|python|c#|c\\+\\+|javascript|typescript|php|ruby|golang|kotlin|vb\\.net)|(?:programming|coding|cs|computer science) (?:class|course|assignment|module|homework)|(?:intro to|introduction to) programming|(?:using|with|via|through|calls?|calling) the (?:stripe|paypal|twilio|shopify) api',
      3,
    ),
    cue('in (?:java|c#|c\\+\\+|typescript|kotlin|golang|vb\\.net)', 2),
    // A guided relaxation, meditation or bedtime script is words to read out, not code (round
    // 382, −2.50 for code, input handling and tests); so is a ceremony script (round 425, −2.17),
    // and "3 short practice scripts (about 30 seconds each when read aloud)" for a voiceover class
    // (round 447, −2.00). A club's, a school's or a business's programme (a junior, loyalty or
    // "vise rental program", rounds 496 and 509) is no program to code either.
    cue(
      'functions?|methods?|(?<!(?:video|youtube|podcast|film|movie|announcement|sales|call|phone|ad|radio|tiktok|reel|speech|interview|second|minute|play|theatre|theater|comedy|wedding|relaxation|meditation|visuali[sz]ation|breathing|breathwork|nidra|savasana|hypnosis|bedtime|sleep|mindfulness|body scan|welcome|tour|voicemail|intro|outro|greeting|guide|class|ceremony|wedding ceremony|church service|funeral service|memorial service|carol service|funeral|memorial|eulogy|vows?|vow renewal|renewal|celebrant|officiant|naming|christening|handfasting|practice|voiceover|voice-over|audition|read-aloud|reading) )scripts?(?! \\((?:about |around |roughly )?\\d+[- ]?(?:seconds?|secs?|minutes?|mins?))(?! for (?:the |a |an |our |my )?(?:\\d+[- ]min(?:ute)?s? )?(?:guided )?(?:meditation|relaxation|yoga|pilates|class|session|tour|walk|voicemail|welcome|bedtime|sleep|visuali[sz]ation|breathing|video|announcement|podcast|ad|call|presentation|speech|reel|show|play|trailer|elves|actors|cast|performers?|presenters?|santa|puppets?|(?:wedding |naming |vow renewal )?ceremon(?:y|ies)|weddings?|funerals?|memorials?|vow renewals?|vows|christenings?|blessings?|officiating)(?![\\p{L}]))|(?<!(?:junior|youth|kids|kids.|children.s|summer|school|education(?:al)?|club|community|library|church|loyalty|training|rewards?|referral|mentorship|volunteer|exercise|fitness|workout|study|tv|radio|after-school|graduate|degree|internship|membership|wellness|pilot|outreach|affiliate|ambassador|exchange|nutrition|onboarding|recycling|mentoring|leadership|apprenticeship|rental|hire|lease|loan|loaner|lending|buyback|trade-in|trade in|rent-to-own|subscription|sponsorship|coaching|breeding|adoption|foster|fostering) )programs?(?! for (?:our|the|a|my|this) [^.\\n]{0,30}?(?:group|club|term|kids|children|youth|members|students|community|library|school|church|class|season)s?\\b)|modules?|components?|endpoints?|cli|command[- ]line tool|unit tests?|hooks?|(?<!(?:painters?|interior|cake|party|event|home|wedding)(?: and | & |/|-| ))decorators?|microservices?|middleware|web ?scraper|parser|crud|(?:login|signup|sign-up|registration|checkout|contact|search) (?:forms?|pages?)|rest api|graphql|websocket',
      2,
    ),
    // A class is code only when one is written or named as code: "which classes are doing
    // well" at a yoga studio are lessons (a blind-panel judge saw code lines added to that).
    cue(
      '(?:write|create|implement|define|build|add|refactor|extend)(?: [\\w-]+){0,2}? class(?:es)?(?! (?:schedule|timetable|plan|list|roster|notes|trip|party|reunion|photo))|class(?:es)? (?:that|which|with (?:a |an )?(?:methods?|constructor|properties|fields)|called|named)|(?:python|java|typescript|ts|javascript|js|c#|c\\+\\+|kotlin|swift|ruby|php|dart|scala|abstract|base|data|child|parent|css) class(?:es)?',
      2,
    ),
    // A library is code only when one is written or its code is meant ("the library branch
    // loan numbers" are a public library's).
    cue(
      '(?:write|build|create|implement|make|publish|develop)(?: [\\w-]+){0,3}? librar(?:y|ies)|librar(?:y|ies) (?:functions?|api|code|packages?|calls?)|(?:npm|pip|python|js|javascript|typescript|java|c\\+\\+|rust|go) librar(?:y|ies)',
      2,
    ),
    // Configuration as code is code to write: a CI workflow, a Dockerfile, a cron entry, a Home
    // Assistant automation in YAML (round 119 left one below the task threshold).
    cue(
      '(?:home assistant|hass|esphome|node-red) (?:automations?|scripts?|blueprints?|configs?|configuration|yaml)|automations?\\.yaml|configuration\\.yaml|yaml (?:for|config(?:uration)?|files?)|(?:github actions?|gitlab ci|ci|ci/cd|deployment|build) (?:workflows?|pipelines?|jobs?|config(?:uration)?)|workflow files?|dockerfiles?|docker[- ]compose(?: files?)?|makefiles?|terraform (?:modules?|configs?)|helm charts?|kubernetes manifests?|k8s manifests?|(?<!(?:in|on|from) (?:a|the|our|my) )cron ?(?:jobs?|entr(?:y|ies)|tabs?)|systemd units?|nginx configs?',
      3,
    ),
    // "I dont code at all" says who the user is, not what to write (round 444, −1.50).
    cue(
      '(?<!(?:don.?t|dont|do not|can.?t|cant|cannot|never) (?:really |even )?)(?:implement|code|program|refactor|build|develop)',
      1.5,
      { verb: true },
    ),
    // "Can you write arduino code that …": code asked for by that word.
    cue(
      '(?:write|need|give me|make|generate) (?:me )?(?:some |the |a |an )?(?:[\\w+#.-]+ ){0,2}(?<!(?:discount|promo|coupon|qr|zip|post|postal|dress|bar|area|country|voucher|gift|access|verification|referral|tracking|booking) )code(?! review)',
      2.5,
    ),
    // "powershell to disable AD accounts that havent logged in for 90 days": a request that opens
    // with a language and what the code is to do; "python script that emails customers … keeps
    // failing, error is smtplib.SMTPAuthenticationError" names the user's script (round 432, −1.50).
    cue(
      '^\\s*(?:powershell|bash|python|vba|javascript|php|ruby|perl|apps script)(?: script| code| one-?liner| command| snippet| function)? (?:to|that|which) \\p{L}+(?![^.\\n?!]{0,80}(?:keeps? (?:failing|crashing|erroring)|fails|failing|errors?|broke|stopped|(?:isn.?t|is not|not) working|doesn.?t work))',
      2.5,
    ),
    // "How do I write a python script that …" asks for the script, not for an explanation.
    cue(
      'how (?:do|can|could|would|should) (?:i|we|you) (?:write|code|build|make|create|program)(?: [\\w#+.-]+){0,3}? (?:scripts?|functions?|programs?|macros?|bots?|apps?|cli|tools?)',
      3,
    ),
    // "Don't make it sound like a bot wrote it" names no bot to build; an app store description
    // is copy to write, not an app (the article cue reads it).
    cue(
      // "Halloween themed games for my little dragons karate class": games to play, not to build.
      'apps?(?! ?store)|applications?|websites?|web apps?|games?(?! for (?:my|our|the|a|an|kids|children|toddlers|teens|students|pupils|\\d))|(?<!like an? )bots?|extensions?|plugins?',
      1.5,
    ),
    intl(
      cue(
        'funktion(?:en)?|skripte?|klassen?|programmier\\p{L}*|implementier\\p{L}*|funci(?:ón|ones)|fonctions?|implémente\\p{L}*|funç(?:ão|ões)|funcao|implemente',
        2,
      ),
    ),
  ],
  'code-debug': [
    // "The result is way off. It gives 0.04 for this wall and it should be roughly 0.2 … What's
    // wrong?" over a function: a bug, not data to analyse (round 393, −0.83).
    cue(
      '(?:result|answer|output|number|total|value|figure)s? (?:is|are|comes? out|came out) (?:way |miles |completely |totally )?(?:off|wrong)|should be (?:roughly|about|around|approximately|nearer|closer to) \\d[\\d.,]*',
      3,
    ),
    // "This macro … stops straight away on row 2 with 'Type mismatch'" over its Sub: a VBA bug, not
    // a formula (round 386, −1.67); the quoted error is blanked with other quotations, the row it
    // stops on is not.
    cue(
      "type mismatch|run-?time error(?: '?\\d+'?)?|subscript out of range|object required|object variable (?:or with block variable )?not set|compile error|(?:stops|crashes|fails|errors|breaks|falls over|falls down|dies)(?: straight away| immediately| right away)? (?:on|at) (?:row|line) \\d+",
      2.5,
    ),
    // "Our booking script is charging weird prices … can someone tell me whats wrong and fix it"
    // over the function: a bug, not code to write (round 376, −0.67). "What's wrong with it and fix
    // it" alone is no bug: a cover letter is fixed that way too.
    cue(
      '(?:charging|calculating|charges|calculates|comes out|came out|coming out|giving|gives) (?:\\w+ ){0,2}(?:weird|wrong|odd|strange|crazy|silly) (?:prices|numbers|totals|amounts|results|values)',
      3,
    ),
    // "Coop door opens fine at 7 but at 9pm it shuts and then goes straight back up again?? then
    // keeps going up and down till midnight" over the sketch: a bug, not code to write (round 170).
    cue(
      '(?:works|opens|runs|starts|closes|worked|opened|ran|started|closed) fine (?:at|until|till|when|for|in|on|with)[^.?!\\n]{0,40}? but|keeps? (?:going|turning|switching|flipping|resetting|restarting|rebooting|looping|firing|triggering) (?:up and down|on and off|back|round|over|again)',
      3,
    ),
    // "This is giving wrong numbers … returns 1261.05 which is MORE than their max award??":
    // code whose result is wrong (round 162).
    cue(
      '(?:giving|gives|give|returns?|returning|shows?|showing|produces?|producing|getting|outputs?|calculat\\w*) (?:me |us )?(?:the |a )?wrong (?:numbers?|results?|answers?|values?|totals?|output|amounts?|figures?|dates?)',
      3,
    ),
    // "Root cause in 2-3 sentences. The minimal fix … a jest test that would have caught it":
    // a bug to find and fix, however much of the request reads as code to write (round 160). Not
    // a "root cause analysis" of an outage or a defect, nor a train "an hour late".
    cue(
      'root cause(?! analys)|(?:the |a )?(?:minimal|smallest|minimum) (?:fix|change|patch)|(?:would|could) have caught (?:it|this|the bug)|exactly (?:an?|one|two) hours? (?:early|late|off|out|behind|ahead)',
      3,
    ),
    // Memory that only grows, a pod OOMKilled, goroutines piling up: a bug to find.
    cue(
      'oom ?kill\\w*|out of memory|memory (?:climbs|grows|keeps (?:growing|climbing)|leaks?)|(?:goroutine|memory|connection|file handle) leaks?|deadlock\\w*|race condition',
      3,
    ),
    cue(
      '(?<!(?:formula|countifs?|sumifs?|countif|sumif|vlookup|xlookup|lookup|index|match|cell|sheet|spreadsheet|column|averageifs?) )keeps? (?:giving|returning|reading|showing|printing|outputting|spitting out) (?:me )?(?:nan|0|zero|null|undefined|garbage|junk|random|wrong|negative)|(?:something.?s|something is) (?:off|wrong|not right) (?:in|with) (?:my|our|a|this|the) (?:little |small |simple |short )?(?:script|code|function|program|macro|query)(?! for (?:our|the|a|my|this) (?:[\\w-]+ ){0,2}(?:play|show|panto\\w*|pantomime|film|video|podcast|speech|assembly|ceremony|wedding|sketch|skit|musical|production|nativity|reading|audition))|what am i doing wrong|what am i missing|what did i break|what have i broken|what.?s wrong with (?:my|this|it)|what.?s wrong(?:\\?|\\s*$)|(?:is|keeps|started|starts) breaking|breaks (?:on|when|with) (?:some|certain|long|large|big|these)|what.?s going wrong|what is going wrong|(?:script|code|function|macro|query) (?:puts|files|sorts|counts|adds) (?:[\\w-]+ ){0,3}in(?:to)? the wrong|(?:console|log|browser|network tab|validator|linter|compiler) (?:says|shows|gives|complains)|\\b[45]\\d\\d \\((?:unauthorized|forbidden|not found|bad request|internal server error|too many requests|bad gateway|service unavailable)\\)|keeps? re-?render\\w*|re-?renders? (?:forever|infinitely|endlessly|in a loop)|infinite (?:re-?render\\w*|loop)|(?:tab|page|app|browser) (?:freezes|hangs|locks up)',
      3,
    ),
    cue(
      'bugs?|debug(?:ging)?|exceptions?|traceback|stack ?trace|crash(?:es|ing)?|segfault|null ?pointer|typeerror|valueerror|keyerror|referenceerror|syntaxerror|nullreferenceexception|indexerror|attributeerror',
      2.5,
    ),
    cue(
      "doesn'?t work|does not work|don'?t work|not working|(?:was|were|worked) (?:fine|working|ok|okay|perfectly)(?: [\\w']+){0,2} (?:last|yesterday|before|until|till)|(?:isn'?t|isnt|is not|aren'?t|arent|are not|wasn'?t|won'?t|wont|stopped) (?:releasing|opening|closing|locking|unlocking|turning|switching|triggering|responding|connecting|showing|sending|saving|loading|printing|updating|firing|running|reading|counting|matching|working)|(?:numbers|results?|values?|output|totals?|ratings?|scores?|times|timestamps) (?:are|is|look|looks|come out) (?:nonsense|garbage|way off|all wrong|wrong)|(?:can'?t|cannot) be right|isn'?t working|stopped working|(?:it|script|app|build|code|page|site) broke|throws|is throwing|fails? (?:to|with|when|on|at)|(?:is|are|keeps?) failing|failed (?:to|with)|broken|returns? (?:the )?wrong|wrong (?:output|result)s?|infinite loop|memory leak|undefined is not|cannot read|(?:does ?n[o']?t|doesnt|won'?t|not) (?:update|render|compile|load|save|run|start|fire|trigger|change|open|unlock|release|connect|respond)|still (?:shows|returns|gives|prints)|keeps (?:returning|showing|crashing|failing)|" +
        WORKS_ELSEWHERE,
      2,
    ),
    // System error codes by name ("ENOENT", "EADDRINUSE"): a bare capitalised word after an E
    // ("EMEA" in a job ad, "EBITDA") is no error (a blind-panel round, −2.0 or so).
    cue(
      '[A-Z]\\w*(?:Error|Exception)|ERR_[A-Z_]+|E(?:NOENT|ACCES|PERM|EXIST|ISDIR|NOTDIR|NOTEMPTY|ADDRINUSE|ADDRNOTAVAIL|CONN(?:REFUSED|RESET|ABORTED)|TIMEDOUT|PIPE|MFILE|NFILE|NOSPC|BUSY|AGAIN|INVAL|NOTFOUND|HOSTUNREACH|NETUNREACH|NOMEM|ROFS|XDEV|NOTSUP|NOTCONN|BADF|LOOP|NAMETOOLONG|PROTO)|segmentation fault|exit code \\d+',
      2.5,
      { cased: true },
    ),
    cue('error', 1.5),
    // "The cell just says NaN": a result that should not come out, whatever program made it.
    cue(
      '(?:just |only |still )?(?:says|shows|gives|displays) (?:#?nan|null|undefined|#value!|#ref!|#n/a)',
      3,
    ),
    // "Mi función devuelve undefined", "it returns null": a result that should not come out.
    cue(
      'return(?:s|ing)? (?:undefined|null|nan|none)|devuelve (?:undefined|null|nan|none)|retorna (?:undefined|null|nan)|renvoie (?:undefined|null|nan)|gibt (?:undefined|null|nan) zurück|me sale (?:undefined|null|nan)',
      3,
    ),
    // "Why does my pandas merge blow up the row count??": code whose result is wrong, a bug to
    // find, not data to analyse (round 141, −1.17).
    cue(
      'why (?:does|is|do|are) (?:my|our) [^?.!\\n]{0,40}(?:blow(?:s|ing)? up|explod\\w*|duplicat\\w*|drop(?:s|ping)?|los(?:e|es|ing)) (?:the |some |all |my )?(?:rows?|row count|records?|values?|data)',
      3,
    ),
    // "something feels off with rollD20 … players keep saying they never crit": a bug to find.
    cue(
      'something (?:feels|seems|is|looks) (?:off|wrong|weird|broken)|(?:keeps?|keep saying)[^.?!\\n]{0,30} never',
      3,
    ),
    // "supposed to email the manager when stock drops … but it sends nothing and theres no
    // error": code in hand that misbehaves, not code to write (a blind-panel round).
    cue(
      "supposed to [^.?!\\n]{3,120}? but (?:it )?(?:it.?s \\p{L}+ing|sends|does|returns|prints|shows|gives|only|just|keeps|never|nothing|emails|texts|posts|deletes|adds|marks|flags|lists|counts|fires|triggers|runs|picks|skips|misses|includes|ignores|overwrites|duplicates|charges|calculates|rounds|doesn'?t|does not|isn'?t|won'?t)|(?:sends|does|returns|prints|shows) nothing|nothing happens|(?:there'?s|theres|there is|with) no error",
      3,
    ),
    cue('fix', 1.5, { verb: true }),
    cue(RUNS_BY_HAND_SOURCE, 3),
    // "My bot keeps saying 'Missing Access' when i try to give ppl roles": an error it reports.
    // The quoted message itself is blanked out as material: what stays is the gap it leaves. (ASCII
    // only: a curly quote would make the cue serve other languages alone, see cue().)
    cue(
      '(?:keeps?|kept) (?:saying|giving(?: me)?|throwing|showing(?: me)?|returning|spitting out)(?: an?)?(?: error| [\'"]|\\s{3,})',
      2.5,
    ),
    cue('why (?:does|is|do) (?:this|my|the)', 1),
    intl(
      cue(
        'fehler|fehlermeldung|funktioniert nicht|stürzt ab|falla|no funciona|erreur|ne marche pas|ne fonctionne pas|plante|não funciona|erro|me sale',
        2,
      ),
    ),
  ],
  'code-review': [
    cue(
      'code review|review (?:this|my|the|our) (?:code|pull request|pr|function|implementation|diff|commit|class|module|script|component|query|sql)|pull requests?|(?:this|my|the|our) pr|before (?:i|we) merge|merge requests?',
      3,
    ),
    // "Sent me this for review before it goes to prod. anything obviously wrong?"
    cue(
      'for (?:a |your )?review|anything (?:obviously |clearly )?wrong (?:with (?:it|this))?|before it goes (?:to|in(?:to)?) (?:prod|production|live)|sanity[- ]check (?:this|it|my)',
      3,
    ),
    // "Before I run it for real on about 240 students can you review it?"
    cue(
      'before (?:i|we) (?:run|push|ship|deploy|use|put|schedule|install) (?:it|this)[^.?!\\n]{0,60}(?:review|check|look over) (?:it|this)',
      3.5,
    ),
    // "Can you review this before I push it?": whatever the pasted code is, the change is
    // written and the user wants it checked before it goes out.
    cue(
      '(?:(?:review|check|look over) (?:this|it|these changes)|(?:check|look|go) (?:this|it) over)[^.?!\\n]{0,30}before (?:i|we) (?:push|ship|deploy|commit|release|put it (?:in|into|on|live)|make it live|go live|launch it|publish it|run it|schedule it|install it)',
      3.5,
      { verb: true },
    ),
    cue(
      '(?:review|check|audit) (?:this|my|the|our) (?:[\\w-]+ ){0,2}(?:code|function|method|class|module|script|dockerfile|query|sql|config(?:uration)?|yaml|component|implementation|endpoint|migration|tests?|terraform|makefile|workflow|helm chart|middleware|handlers?|controllers?|routes?|router|services?|hooks?|snippets?|patch|changes)',
      3,
      { verb: true },
    ),
    intl(
      cue(
        '[\\w-]*code reviewen|code (?:reviewen|prüfen)|revisar (?:mi|este|el) código|relire (?:mon|ce) code|revisar (?:meu|este|o) código',
        3,
      ),
    ),
    // "Review it for bugs, security issues and anything that will bite us": bugs looked for in a
    // review, not a failure to debug.
    cue(
      '(?:review|audit|check over|look over|go over) (?:it|this|that|the code|my code|this code) for (?:bugs|security|issues|problems|vulnerabilit(?:y|ies)|mistakes|errors)',
      3,
    ),
    cue('review(?:ing)?', 1, { verb: true }),
    cue(
      '(?:improve|critique|audit) (?:this|my|the|our) (?:code|function|implementation|script|component)',
      2.5,
    ),
    cue('is (?:this|my) code (?:good|ok|okay|secure|correct|idiomatic)', 2.5),
    intl(
      stem(
        'code-review|überprüfe (?:meinen|diesen|den) code|revisa (?:mi|este|el) código|revue de code|relis (?:mon|ce) code|revise (?:meu|este|o) código|revisão de código',
        3,
      ),
    ),
  ],
  'code-explain': [
    // "Our old IT guy left this in a spreadsheet macro and i need to know what it actually does"
    // over VBA: code to explain, not a formula (round 167). "I need to understand it before I
    // change the prices … plain English please, line by line" over JavaScript (round 216). "I need
    // to understand what this bit of code on the booking page does … not asking you to fix it yet,
    // just explain in plain english what each part does" (round 436, −2.00 as code to write).
    cue(
      '(?:knows?|understands?|see|figure out|find out|work out) what (?:it|this|that|this macro|this script|this code|this formula) (?:actually |really |even )?does|what (?:is|does) (?:it|this|this code|this script|the code|the script) (?:actually |really )?(?:measur|calculat|count|work)(?:e|es|ing)? out|what (?:is|does) (?:it|this|this code|this script|the code|the script) (?:actually |really )?(?:measur|calculat|count|check)\\p{L}*|(?:need|want|have|trying|got) to understand (?:it|this|the code|how it works) before|(?:plain english|plain words|simple terms)(?: please)?,? line by line|(?:explain|go through|walk (?:me |us )?through|talk (?:me |us )?through)(?: in (?:plain english|plain words|simple terms))? what each (?:part|bit|line|section|step)(?: of (?:it|this|the code))? (?:actually )?does|(?:don.?t|do not) (?:really |fully )?understand (?:it|this|the code|how it works)(?![\\p{L}])|(?:know|understand|see) what (?:this|the) (?:bit|part|piece|section|chunk) of (?:the )?(?:code|script|javascript|js|python|macro)(?: [\\p{L}-]+){0,6}? does',
      3.5,
    ),
    // "The guy who fitted our alarm set this up in home assistant and i dont get what half of it
    // does. what happens when i set it?" over its YAML: the user's config to explain, not code to
    // write (round 371, −1.83).
    cue(
      '(?:don.?t|do not|dont|can.?t|cannot|can not) (?:really )?(?:get|understand|follow|work out|figure out) what (?:half |most |any |all |some |each bit )?(?:of )?(?:it|this|that|these|them|the (?:code|config|settings|script|file|yaml)) (?:actually |really )?(?:does|do|means?)|what happens (?:when|if) (?:i|you|we) (?:set|arm|run|turn|switch|trigger|press|enable|disable|change) (?:it|this|that)',
      3.5,
    ),
    // "what does this bit of our booking script actually do" over a Python line, "this line in
    // our server crontab": the code is the user's, not code to write (rounds 195 and 198).
    cue(WHAT_PIECE_DOES, 3.5),
    // "found this in a cron job, what does it do": the question, wherever it sits, over code or a
    // command the user has in hand (a question with none is answered as a question).
    cue(
      'what.?s (?:it|this|that) (?:actually |really |even )?do(?:ing)?(?=\\s*\\?)|what(?:.?s| is) (?:it|this|that) (?:actually |really |even )?doing|explain (?:it |this |that )?line by line|(?:go|walk|talk) (?:me |us )?through (?:it|this|that|the (?:code|script|function|macro)) (?:line by line|step by step|bit by bit)|(?:tell me|explain) (?:line by line )?what (?:it|this|each line|each part) does|(?:eli5|explain like i.?m (?:5|five)) what (?:this|it|that) (?:code |function |line |snippet )?(?:actually |really )?does|(?:don.?t|dont|do not|can.?t|cant) (?:get|understand|see|figure out) how (?:it|this|that|the (?:code|script|function)) works|understand what (?:it|this|that|the (?:code|script)) (?:actually |really )?does|what does (?:it|this|that) (?:command |line |one-liner |formula |macro )?(?:actually |even )?do|what does each (?:line|part|bit|step|command) (?:actually )?do|what(?:.?s| is) (?:this|that) (?:(?:line|command|one-liner|bit|snippet|code|rung|block|macro|formula|function|query|script|loop|part|regex) )?(?:actually )?do(?:ing)?|what do (?:they|these|those|the(?:se)? (?:commands|lines|macros|formulas|snippets)) (?:actually |even )?do|(?:no idea|not sure|don.?t know|dont know) what (?:it|this|that|they|these) (?:actually )?(?:does|do)|(?:no idea|not sure|no clue|don.?t know|dont know) (?:what.?s|whats|what is) (?:actually )?(?:going on|happening)|(?:don.?t|dont|do not) (?:really |quite |fully )?(?:get|understand) (?:them|these|those|this|it)(?![\\p{L}])',
      3,
    ),
    cue(
      'explain (?:\\S+ ){0,4}?(?:code|function|snippet|script|line|lines|class|method|hook|query|algorithm|program|command|component)(?! (?:briefly|too|as well|afterwards|after)(?![\\p{L}]))|what does (?:this|the|my|that|it) (?:\\S+ )?(?:code|function|snippet|script|line|query|method|program|command)? ?(?:actually |even |really )?do|walk me through (?:this|the|my) (?:code|function|script)',
      3,
      { verb: true },
    ),
    intl(
      stem(
        'erkläre? (?:diesen|den|mir den) code|was macht (?:dieser|der) code|explica (?:este|el) código|qué hace este código|explique (?:ce|le) code|que fait ce code|explique (?:este|esse|o) código|o que (?:este|esse) código faz',
        3,
      ),
    ),
  ],
  sql: [
    // "*.sql.gz" in a backup script names a file, not a query to write.
    cue('(?<!\\.)sql|t-sql|pl/?sql', 3),
    // "How do I delete duplicate rows in mysql but keep one of each": an operation on a named
    // database is a query to write.
    cue(
      '(?:delete|remove|find|select|update|insert|count|join|dedupe|merge|rank) [^.?\\n]{0,50}(?:in|with|using|from) (?:mysql|postgres(?:ql)?|sqlite|sql server|mssql|oracle|mariadb|bigquery|snowflake)',
      2.5,
    ),
    cue(
      'mysql|postgres(?:ql)?|sqlite|bigquery|snowflake|redshift|mariadb|sql server|duckdb|clickhouse',
      2,
    ),
    // A query inside another language's code (a template string in an Express handler) is part
    // of that code, not the SQL asked for.
    cue('(?<![`\'"]\\s*)select\\s[\\s\\S]{1,200}?\\sfrom', 3),
    cue(
      'quer(?:y|ies)|tables?|columns?|joins?|group by|order by|where clause|database|schema(?!\\.org| markup| validator)|stored procedures?|indexes|rows',
      1,
    ),
    intl(stem('abfrage|consulta|requête', 1.5)),
    // "Want a query for active caches where … Explain the query briefly too": the query is the
    // ask, its explanation an addendum (round 349, −0.50 for a walkthrough of code not given).
    // So is "I need two queries: 1. … Please explain each query in plain English" (round 517, −0.67).
    cue(
      '(?:want|need|give me|write(?: me)?|could you write|can you write|help me write) (?:a |an |the |two |three |2 |3 |a couple of |some )?(?:sql |postgres |mysql |sqlite )?quer(?:y|ies)(?: (?:for|that|to|which|showing|listing|returning)|\\s*:)',
      3,
    ),
  ],
  formula: [
    cue(
      'formulas?|vlookup|xlookup|hlookup|index ?/ ?match|sumifs?|countifs?|averageifs?|arrayformula|pivot tables?|conditional formatting',
      3,
    ),
    // The sheet functions' names in the other languages ("meu PROCV tá trazendo o valor errado").
    // PROCH is a whole name: "l'été prochain" asks for no formula (round 506, −1.83).
    intl(
      stem(
        'sverweis|wverweis|summewenns?|zählenwenns?|buscarv|buscarh|sumar\\.si|contar\\.si|recherchev|rechercheh|somme\\.si|nb\\.si|procv|proch(?![\\p{L}])|somases?|cont\\.ses?',
        3,
      ),
    ),
    // The app alone is no formula: "airtable vs google sheets, which is better" compares tools,
    // "what analyses should I run … in Excel" is an analysis.
    cue('excel|google sheets?|spreadsheets?|libreoffice calc', 1.5),
    // A calculation done in the app ("how to sum only the positive values of a column in excel",
    // "como somar … no excel") is a formula, not steps to click through (a judge's tie).
    cue(
      '(?:sum|add up|total|count|average|round|concatenate|look ?up|somar|sumar|contar|summier\\p{L}*|z\\p{L}hlen|additionner|compter|calcul\\p{L}*|calcular)\\s+(?:\\S+\\s+){0,8}?(?:in|on|with|no|na|en|dans|sur|im|mit|com|con) (?:excel|google sheets?|sheets|libreoffice|calc)',
      2.5,
    ),
    cue('cells?|[A-Z]{1,2}\\d+:[A-Z]{1,2}\\d+|rows? \\d+', 1.5),
    // A column letter is a capital: "column B", never the "column in" of a database migration.
    cue('[Cc]ol(?:umn)?s?\\.? [A-Z]{1,2}', 1.5, { cased: true }),
    intl(
      stem(
        'formel|tabellenkalkulation|zelle|fórmula|hoja de cálculo|celda|formule|tableur|cellule|planilha|célula',
        2.5,
      ),
    ),
  ],
  regex: [
    cue('regex(?:es|ps?)?|regular expressions?|reg ?exp', 3.5),
    // "I'm going to use find & replace with wildcards in Word or … Notepad++ … need the pattern"
    // over a panto script's lines: a search pattern, not writing (round 261, −0.67).
    cue('wildcards?(?<=find (?:&|and) replace with wildcards?)|need the (?:search )?pattern', 4),
    // "Translating subtitles and need a regex that matches the timestamp lines": what is needed
    // is the regex; the rest is what it is for (a blind-panel round).
    cue(
      // The literal first: the cue's first letters then skip every prompt without the word.
      '(?:regex|regular expression)(?<=(?:need|want|write|give me|looking for) (?:\\(\\d\\) )?(?:a |an |some |two )?(?:[\\w-]+ ){0,3}(?:regex|regular expression))',
      3,
    ),
    // "Pull out the VIN numbers … using notepad++ find in files": a pattern to search with.
    cue('notepad\\+\\+|find in files|(?:find|search) and replace', 2.5),
    cue('pattern (?:that|to) (?:match|validate|extract|find)|matches (?:only|all|any|every)', 1.5),
    intl(stem('regulären? ausdruck|expresión regular|expression régulière|expressão regular', 3.5)),
  ],
  'data-analysis': [
    cue(
      'analy[sz]e (?:this|the|our|my|these)? ?(?:data|dataset|numbers|figures|results|sales|metrics|survey|spreadsheet|csv|logs|trends?|responses|kpis?)|data analysis|analysis of (?:the|our|this|my)? ?(?:data|sales|survey|results)|(?:what|which) (?:analys[ie]s|statistics|stats|statistical tests?) (?:should|could|can|do) (?:i|we)',
      3,
    ),
    cue(
      'datasets?|csv|kpis?|metrics|cohorts?|churn|retention|conversions?|conversion rates?|a/b tests?|statistic(?:s|al)|correlations?|regressions?|trends?|insights|outliers|averages?|median|distribution|year-over-year|month-over-month|pandas|numpy|dataframes?|jupyter|effect sizes?|significan(?:t|ce)|p-values?|confidence intervals?|seasonality|funnel|ga4|analytics|traffic|p9[059]|latency|uplift|sample size',
      1.5,
    ),
    cue('(?:look at|analy[sz]e|check) (?:my|our|this|the) data|(?:my|our|this|the) data', 1.5),
    cue('analy[sz]e', 1, { verb: true }),
    intl(
      stem(
        'analysiere|analysen?|auswertung|datensatz|verkaufsdaten|kennzahlen|analiza|análisis|datos|analyse (?:ces|les|des) données|données|analise|análise|dados',
        2.5,
      ),
    ),
    cue(
      'is (?:that|this|it|the difference) (?:statistically )?significant|signups|sign-ups|visitors|ctr|click-through',
      2,
    ),
    // Survey data: its questions are about method ("is it OK to average Likert scores").
    cue(
      'surveys? (?:results?|responses|data|answers)|likert|questionnaire (?:results?|responses|data)|respondents|sample sizes?',
      2.5,
    ),
  ],
  email: [
    // "need to write to Nationwide to tell them my husband has passed away": a letter or e-mail to
    // someone, not data written to a file.
    cue(
      '(?:need|want|have|got) to e-?mail (?:her|him|them|my|our|the)\\b|(?:need|want|have|got) to (?:write|send (?:a letter|an email|an e-mail|a message)) to (?!(?:a |the |my |our )?(?:file|disk|database|db|csv|log|stdout|console|s3|bucket|table|sheet)s?\\b)\\w+',
      2.5,
    ),
    // "Write something I can send him", "write something to send the supplier chasing PO-55821"
    // (round 327 found no task): a message to someone, whatever it is about.
    cue(
      '(?:write|draft|give me) (?:me )?(?:something|a message|a note|a text|a few lines|words) (?:(?:that )?(?:i|we) (?:can|could) (?:send|text|give|forward|message)|to (?:send|email|e-mail) (?:to )?(?:him|her|them|(?:the|my|our|a|an|this|that) (?!(?:[\\w-]+ )?(?:queues?|topics?|servers?|endpoints?|apis?|printers?|channels?|webhooks?|databases?|db|sockets?|brokers?|devices?|bus|logs?|files?)(?![\\p{L}]))[\\w-]+)(?![\\p{L}]))',
      4.5,
    ),
    // "We keep customer emails in a google sheet": addresses as data, not a message to write.
    // The curly quotes around a single letter ("letter ‘a’") are written as escapes: a literal one
    // made the alternative non-ASCII, so English prompts never matched "write a letter to …".
    // "Max 12 characters, letters and spaces only", "letters, numbers only": characters allowed, not
    // a letter (round 486, −1.33 for an e-mail's layout on a Shopify script).
    // "Self employed as a letter cutter": a trade, not a letter (round 538, −1.83 for an e-mail).
    // "This is the discharge letter", "the GP letter didn't cover mobility": a letter in hand, not
    // one to write, unless it goes "to" someone.
    cue(
      'e-?mail(?!s| address| list)|(?<!(?:customer|client|user|subscriber|member|people.s|their|users.|customers.) )e-?mails(?! (?:address(?:es)?|lists?|data))|mails?|(?:e-?mail|mail) newsletters?|newsletters? (?:e-?mail|mail)s?|cover letters?|(?<!(?:capital|upper-?case|lower-?case|\\d+|got|received|get|had|have|sent me|with|date|drive|column|initial|first|last|single|greek|hebrew|hallmark|assay|year|font|accented|missing) (?:a |an |the |this |some )?)(?<!(?:the|this|that|his|her|their|your|its) (?:[a-z]+ )?)letters?(?!,? (?:and|or|&) (?:numbers|digits|spaces|symbols|hyphens|punctuation)|, (?:numbers|digits|spaces)| from| long| cutters?| cutting| carvers?| carving| openers?| press| boxe?s?|-cutters?|-cutting|-carvers?|-carving| engrav\\w*| [\'"\\u2018\\u201C]?[a-z][\'"\\u2019\\u201D]?(?![\\w]))|letters? (?:to|for) |memos?',
      2.5,
    ),
    // "Can you write her an email proposing either June 20 or June 23 … with the site plan": an
    // e-mail asked for, whatever it is about (round 475, −2.00 as a plan). "Write a script to send
    // an email", "an email validation regex", "an email marketing plan" ask for something else.
    cue(
      '(?:write|draft|compose|put together)(?: me| us)?(?: her| him| them)? (?:an?|the) (?:(?:quick|short|brief|polite|friendly|formal|follow-up|thank-you|reminder|sponsorship|apology|welcome|reply|new|nice|proper) ){0,2}e-?mail(?!s|[- ](?:validation|address|marketing|signup|sign-up|list|template|campaign|regex|pattern|field|form|parser|server|notification|alert|automation|sequence|plan|strategy|code|script|filter|rule|client|account|signature|footer|header|blast))',
      3,
    ),
    cue(
      '(?:can|could|would) you (?:please )?e-?mail (?:her|him|them)(?! (?:the|a|an|my|our) (?:file|csv|report|pdf))',
      4,
    ),
    cue('(?:message|note) to (?:my|our|the|a|an)', 1.5),
    // "write a msg to the seller of a 2016 vw polo on fb marketplace": a message to a person, not a
    // post (a blind-panel round gave it hashtags).
    cue(
      '(?:message|msg|dm|text|note) (?:to|for) (?:the|a|this|my|our) (?:seller|buyer|landlord|host|owner|neighbou?r|agent|plumber|builder|mechanic|tutor|coach)',
      3.5,
    ),
    cue('thank-you notes?|thank you notes?|welcome notes?|announcements?|follow-up', 2),
    // Invitations and reminders are messages to write only when asked for: "after we switched to
    // SMS reminders" is the subject of an analysis, not an e-mail.
    cue(
      '(?:write|draft|compose|send|create|prepare|make)(?: [\\w-]+){0,3}? (?:invitations?|invites?|reminders?)',
      2,
    ),
    // "Um jogo de cartas", "un juego de cartas": a card game, no letter (round 142 read a name
    // brainstorm as an e-mail, −1.83).
    // "Notifier le syndic par lettre recommandée": the way a notice is sent, named in a question
    // about the law (round 366, −1.83 for an e-mail's subject line and length).
    intl(
      stem(
        'e-mail|brief an|anschreiben|rundschreiben|correo|(?<!(?:jogo|juego|baralho|baraja|partida|jogos|juegos) de |por )carta(?!s? (?:de (?:jogo|juego)|colecionáveis|coleccionables))|courriel|(?<!(?:par|en) )lettre',
        2.5,
      ),
    ),
    // "Kannst du mir helfen, eine Nachricht an eine WG zu schreiben?" (round 122 found no task); a
    // new message, with its indefinite article: "diese Nachricht an mein Team umformulieren" is a
    // rewrite (round 130).
    intl(
      cue(
        '(?:eine|ne) nachricht an|un mensaje (?:a|para)|un message (?:à|pour)|uma mensagem (?:para|a|ao|à)',
        2.5,
      ),
    ),
  ],
  'social-post': [
    cue(
      'tweets?|tuits?|tuíte|ig post|fb post|social media|social posts?|captions?|hashtags?|reels?|x post|youtube (?:description|title|community posts?|posts?)|community posts?|discord (?:announcements?|posts?)|(?:twitter|linkedin|instagram|insta|facebook|tiktok|threads|mastodon|bluesky) (?:posts?|updates?|bios?|' +
        AD_BOUGHT_NOT_WRITTEN +
        'ads?' +
        AD_COST_AFTER +
        '|stor(?:y|ies)|carousels?|announcements?)',
      3,
    ),
    // A platform alone is where something goes ("a name that works well on instagram"), not
    // yet a post to write.
    // "We spent £600 on Facebook ads": an advertising channel to weigh, no post (round 389, −2.00).
    cue(
      '(?:twitter|linkedin|instagram|insta|facebook|fb|ig|tiktok|threads|mastodon|bluesky)(?!(?:\\s?(?:&|/|,|and|or)\\s?(?:twitter|linkedin|instagram|insta|facebook|fb|ig|tiktok|google|meta))?\\s(?:ads?|adverts?|advertisements?|advertising|campaigns?|pixel|insights|analytics|spend)(?![\\p{L}]))',
      2,
    ),
    // "Write something for our facebook about …": a text for the user's own account.
    // "client messaged on our fb page" says where a message came from, not what to write.
    cue(
      '(?<!(?:messaged|wrote|commented|asked|posted|replied|texted) (?:us |me )?)(?:for|on) (?:our|my) (?:fb|facebook|insta|instagram|ig|linkedin|twitter|tiktok|socials)(?: (?:page|account|feed|group))?(?![\\p{L}])',
      3,
    ),
    // "Post for our station fb page": a post asked for, and where it goes.
    cue(
      'posts? (?:for|on|to) (?:our|my|the|a|an) (?:[\\w-]+ ){0,2}(?:fb|facebook|insta|instagram|ig|linkedin|twitter|x|tiktok|socials?|feed|page)',
      3,
    ),
    cue('(?<!blog )posts?', 0.5),
    // "Quiero publicar algo en LinkedIn", "post something on insta": a post to write, and where.
    cue(
      '(?:post|publicar|postear|publier|poster|posten|veröffentlichen) (?:\\S+ ){0,3}(?:on|en|auf|no|na|sur) (?:twitter|linkedin|instagram|insta|facebook|fb|tiktok|threads|mastodon|bluesky)',
      3,
    ),
    intl(
      stem(
        'beitrag|publicación|redes sociales|publication|réseaux sociaux|publicação|redes sociais|legenda',
        2,
      ),
    ),
  ],
  // "Article R600-1", "article 6 of the GDPR": a law's article, not one to write (round 166).
  article: [
    // "The Gazette has said they'll print a piece from us … Can you write about 500 words?": a piece
    // of a few hundred words to write, not a question (round 266, −1.17 for answer-then-reasoning);
    // so is "write a roughly 600 word piece for the community page of our town paper" (round 493).
    cue(
      '(?:write|do) (?:me |us )?(?:about|around|roughly|approx(?:imately)?|some) \\d{3,4} words|print a piece|a piece (?:for|in) (?:the|their|our) (?:[\\w-]+ )?(?:paper|newspaper|gazette|magazine|newsletter)|(?:write|do|draft) (?:me |us )?(?:a|an) (?:about |around |roughly |approx(?:imately)? )?(?:\\d{3,4}[- ]word )?piece (?:for|about|on)(?! (?:our |my |the |a |an )?(?:instagram|insta|facebook|fb|linkedin|twitter|tiktok|card|speech|toast|post|caption))',
      3,
    ),
    // "Can you write a 500-word piece for them?": an article by another name (round 182).
    cue('(?:write|draft) (?:me |us )?(?:a|an) (?:\\d+[- ]word |short |feature )?piece', 3),
    // A guide to write, not a tour (mountain, museum) guide to tip (round 229, −1.83), nor a guide
    // dog ("une école de chiens guides", round 311, read as an article to write), nor the people
    // who show visitors round, as the verb after them tells ("do volunteer tower guides legally
    // need a first aid certificate?", round 316; "a visitor guide for our website" is one to write).
    cue(
      'blog(?: posts?)?|articles?(?!\\s+(?:[RLDA]\\.?\\s?)?\\d)|(?:piece|article|item|blurb|column) (?:for|in) (?:our|the|my|a) (?:[\\w-]+ ){0,3}newsletter|newsletters?|(?<!(?:want|need|like|not|no) (?:an? )?)essays?|op-eds?|editorials?|white ?papers?|press releases?|landing pages?|product descriptions?|(?:app ?store|play store|google play) (?:descriptions?|listings?|blurbs?|copy)|web copy|case stud(?:y|ies)|guides?(?<!(?:tour|tour-|mountain|museum|walking|fishing|safari|heritage|local|girl|brownie|tv|style|river|ski|dive|chiens?|perros?|hunde) ?guides?)(?! dogs?)(?! (?:legally |actually |really |still )?(?:need|have|are|must|should|get|can|do|were|will)(?![\\p{L}]))|listicles?|release notes|changelog|documentation|readme|faqs?|job (?:ads?|adverts?|postings?|descriptions?)|ad copy|' +
        AD_BOUGHT_NOT_WRITTEN +
        'ads?(?! (?:accounts?|users?|groups?|domains?|objects?|computers?|sync|connect))' +
        AD_COST_AFTER +
        '|adverts?|bio',
      2.5,
    ),
    cue('reports?|copy|content', 1.5),
    // "Write something for our website on why learning in an automatic makes sense": a piece
    // for the site's readers (round 160 left it with no task).
    cue(
      '(?:write|need|want) (?:me )?(?:something|a (?:short )?piece|a bit|a page|some words) (?:for|on) (?:our|my|the) (?:[\\w-]+ )?(?:website|site|web ?page|blog)',
      3,
    ),
    intl(
      stem(
        'artikel|blogartikel|blogbeitrag|aufsatz|pressemitteilung|produktbeschreibung|artículo|entrada de blog|ensayo|comunicado de prensa|billet|essai|communiqué|artigo|ensaio|redação',
        2.5,
      ),
    ),
  ],
  'support-reply': [
    // "Can you help me answer this on our facebook page without sounding defensive? Customer
    // wrote: …": a public reply to a customer, not a post (round 434, −0.83 for a hook and hashtags).
    cue(
      '(?:answer|reply to|respond to) (?:this|that|her|him|them|the (?:comment|review|message|complaint))(?: [\\p{L}-]+){0,3}? on (?:our|the) (?:facebook|instagram|fb|insta|google|tiktok|linkedin|twitter)(?: page| post| feed)?',
      3.5,
    ),
    // "Can you help me answer this enquiry that came through our website?" over the customer's
    // message and the terms (round 440, −0.50 as a question).
    cue(
      '(?:answer|reply to|respond to) (?:this|that|the|her|his|their|a) (?:customer |client |website |online )?(?:enquiry|inquiry|complaint)',
      3.5,
    ),
    // "Can you help me answer this? We sell fresh truffles online …" over a customer's message: the
    // shop's reply (round 482, −0.50 as a question).
    cue(
      '(?:answer|reply to|respond to) this\\??(?=[^\\n]{0,40}(?:we sell|we run|we make|we ship))',
      3,
    ),
    // "I need a reusable reply template for the office team": a reply to write, once for all.
    cue('(?:reply|response) template|template (?:reply|response)|canned (?:reply|response)', 4.5),
    // "Got this from a customer, how do i reply without losing it with her": the reply itself.
    cue(
      'what (?:do|should|can) (?:i|we) (?:say|write|reply|send) back|how (?:do|should|can|would) (?:i|we) (?:reply|respond|answer|write back)(?: to)? (?:her|him|them|this|it|that|without)|(?:need|want|have|got) to (?:reply|respond|answer|write back)(?: to)? (?:her|him|them|this|it|that)',
      3.5,
    ),
    cue(
      '(?:customer|client|user)s? (?:complaints?|inquir(?:y|ies)|enquir(?:y|ies)|reviews?|questions?)|support (?:repl(?:y|ies)|responses?|agents?)',
      3,
    ),
    cue(
      '(?<!(?:they|we|staff|he|she|people|you) can )(?:(?:reply|respond|answer|write back) to|answer) (?:a|an|the|this|my|our)? ?(?:angry |upset |unhappy |frustrated )?(?:customer|client|user|complaint|review|ticket|guest|buyer|patient|tenant|member|subscriber|shopper|passenger|parent|student)s?|(?:reply|respond) to (?:a |an |the |this |that )?(?:github |gitlab |jira |forum )?(?:issue|bug report|feature request|pull request|discussion)',
      3,
    ),
    cue(
      '(?:angry|upset|unhappy|frustrated|furious) (?:customer|client|user|guest|buyer)s?|(?:customer|client|user|guest|buyer) (?:is )?(?:furious|angry|upset|unhappy|frustrated|fuming|livid)|tickets? #?\\d+|refunds?|complaints?|chargebacks?|damaged|(?:late|missing|lost|delayed) (?:order|package|delivery|shipment)',
      2,
    ),
    // "Can you help me write a reply to her?" under a patient's complaint: the reply to write.
    cue(
      '(?:write|draft|compose) (?:me )?(?:a |an |the |my )?(?:reply|response) (?:to (?:her|him|them|this|that|it)|from)',
      2.5,
    ),
    // "draft a reply from the councillor's office that acknowledges it": the reply to write.
    cue(
      '(?:write|draft|compose) (?:me )?(?:a |an |the |my )?(?:short |polite |quick |public )?(?:reply|response)(?! to (?:all|everyone))',
      3,
    ),
    cue('reply|respond', 1, { verb: true }),
    // "Can someone put this in plain english, what am I actually signing up to?" over contract
    // clauses asks for no reply (round 531, −2.17 for a support reply's moves).
    // "Someone left this on our facebook page and I need to reply publicly": an answer to one
    // person, read by others, not a post of the page's own (round 239, −1.17 for hashtags and
    // a 40–80-word cap); so is "we got this on our facebook page, can you help me write a reply"
    // (round 273, −1.17).
    cue(
      '(?:reply|respond|answer) publicly|public(?:ly)? (?:reply|response|answer)|(?:someone|somebody|a (?:customer|client|visitor|parent|user|member|guest)) (?:left|posted|wrote|put) (?:this|that)(?! in(?:to)? (?:plain|simple|normal|everyday|layman.?s?) )|(?:(?:we|i|just) )?(?:got|had|received) (?:this|that)(?: (?:comment|review|message|post))? on (?:our|my|the)',
      3.5,
    ),
    // "Customer email below … can you write the reply": the customer's message to answer.
    cue(
      "(?:customer|client|guest|patient|tenant|buyer)(?:'s|s)? (?:email|e-mail|message|review|complaint|letter|enquiry|inquiry) (?:below|above|here)|(?:customer|client|guest|patient|tenant|buyer) (?:wrote|sent|emailed|left|posted)",
      3,
    ),
    // "I want reply polite, not make fight": the reply wanted, in a writer's own English.
    cue(
      '(?:want|need|would like)(?: a| an| the| to)?(?: public| short| quick| polite| proper)? (?:reply|respond|response|answer)(?! to (?:all|everyone)| (?:plan|playbook|runbook|process|procedure|team|time|times|rate|rates|strategy|checklist))',
      3,
    ),
    intl(
      cue(
        // "Responde de forma direta, em tópicos" says how to answer, not that a reply is wanted.
        '(?:antworte|antworten|antwort an|antwort auf|beantworte|responde|contesta|contestar(?:le|les)?|responder(?:le|les)?|resp[oó]ndele|resp[oó]ndeles|cont[eé]stale|cont[eé]stales|responda-lhe|responde-lhe|réponds|répondez|répondre|responda|responder)(?! (?:de (?:forma|manera|modo|maneira|façon|manière)|en (?:pocas|quelques|tópicos|puntos|español|inglés|français|anglais)|em (?:tópicos|poucas|português|inglês)|(?:brevemente|directamente|diretamente|brièvement|directement|sucintamente|kurz|knapp|direkt|auf deutsch|auf englisch)(?![\\p{L}])))',
        1.5,
        { verb: true },
      ),
    ),
    // "Me ha llegado este mensaje de un padre y necesito contestarle": the reply to write.
    intl(
      cue(
        '(?:necesito|tengo que|quiero|debo) (?:contestar|responder)(?:le|les)?|(?:je dois|il faut que je|je veux) (?:lui |leur )?répondre|(?:preciso|tenho de|tenho que|quero) (?:de )?responder(?:-lhe|-lhes)?|ich (?:muss|will|möchte) (?:ihm |ihr |ihnen |darauf )?antworten',
        3.5,
      ),
    ),
    // "Preciso responder essa mensagem de um morador … Quero explicar com educação que …": the
    // reply to write, whatever "explicar" says (round 248 read it as a question, −0.50).
    intl(
      cue(
        '(?:responder|contestar|répondre|antworten)(?: a| à| al| auf)? (?:essa|esta|esse|este|ese|esa|ce|cette|diese[nm]?) (?:mensagem|mensaje|message|nachricht|mail|e-mail|email|correo|comentário|comentario|commentaire|kommentar)',
        4,
      ),
    ),
    // "Tu peux m'aider à lui répondre ?" under a spectator's message: the reply to write.
    intl(
      cue(
        '(?:redactar|escribir|escr[ií]bele|escr[ií]beles|red[aá]ctale|red[aá]ctales) una respuesta|(?:rédiger|écrire|écris-lui|écrivez-lui) une réponse|(?:redigir|escrever|escreva-lhe|escreve-lhe) uma resposta|(?:eine )?antwort (?:schreiben|formulieren|verfassen)|(?:schreib|formulier|verfass)\\p{L}* (?:mir |uns )?(?:bitte )?(?:eine|die|unsere) (?:\\p{L}+ ){0,3}antwort|(?:m.aider à|aide-moi à|m.aides à) (?:lui |leur )?répondre|(?:ayudarme a|ayúdame a) (?:responder|contestar)(?:le|les)?|(?:me ajudar a|ajuda-me a|me ajuda a) (?:lhe )?responder|hilf(?:st)? (?:du )?mir,? (?:ihm |ihr |ihnen )?(?:zu )?antworten',
        4,
      ),
    ),
    stem(
      '(?:antwort|reply|response|respuesta|réponse|resposta)[- ]?(?:vorlage|template|plantilla|modèle|modelo)|antwortschreiben|antwortmail',
      3,
    ),
    intl(
      cue(
        '(?:antworte|antwort an|antwort auf) (?:\\S+ ){0,2}(?:kunden?|kundin|käufer|gast)|(?:responde|contesta|respuesta) (?:a |al )(?:\\S+ ){0,2}(?:cliente|clienta|usuario|comprador)|(?:réponds|répondre|réponse) (?:à |au )(?:\\S+ ){0,2}(?:client|cliente|utilisateur)|(?:responda|responder|resposta) (?:a |ao |à |um |uma |o )(?:\\S+ ){0,2}(?:cliente|usuário)',
        3,
      ),
    ),
    intl(
      stem(
        'kundenanfrage|kundenmail|kunden-mail|kundennachricht|beschwer|reklamation|reklamier|rückerstattung|queja|reclama|reclamou|reclamaram|reclamó|reclamaron|reembolso|réclamation|plainte|se plaint|remboursement',
        2.5,
      ),
    ),
  ],
  summary: [
    // "Turn these tech notes into a short summary I can text to the customer": a summary of the
    // notes, not minutes with action items (round 167, −1.33); "turn this vet report into a short
    // plain-English update for the keepers", not a question (round 177, −0.83).
    cue(
      '(?:turn|make|convert|put) (?:these|this|the|my|our|his|her) (?:[\\w-]+ ){0,3}into (?:a |an )?(?:short |brief |quick |plain(?:[- ]english)? |simple )*(?:summary|update|briefing|overview|digest|recap)',
      3,
    ),
    // "Here are our last 8 Google reviews … pull out the main themes (good and bad)": a summary of
    // the reviews (round 184 read it as a question).
    cue(
      '(?:themes|takeaways|patterns)(?<=(?:(?:pull|pick|draw) out (?:the )?(?:main |key |common |recurring |top )?|(?:main|common|recurring|key) )(?:themes|takeaways|patterns))',
      3,
    ),
    // "Got this email from Salonly and I don't have time to read all of it. What actually changes
    // for me?": the message boiled down, not one to write (round 154).
    cue(
      '(?:don.?t|do not|dont) have (?:the )?time to read (?:it all|all of it|the whole thing|it)|what (?:actually |really )?changes for (?:me|us)',
      3,
    ),
    // "what does this mean in plain english" under a discharge letter: the letter explained in
    // plain words, not a question's "direct answer first" (a blind-panel round).
    cue(
      'what does (?:this|it|that|all this) (?:all )?mean in (?:plain|simple|normal|everyday|layman.?s?) (?:english|words|terms|language)|explain what (?:this|it|that|all this) (?:actually |really )?means in (?:plain|simple|normal|everyday) (?:english|words|terms|language)|explain (?:this|it|that|all this) in (?:plain|simple|normal|everyday|layman.?s?) (?:english|words|terms|language)',
      3.5,
    ),
    // "vet came yesterday, can you summarise this for my partner … just what we need to do and
    // when": a summary asked for after a lead clause, where the verb's opening weight is lost
    // (round 415, −1.17 as a question).
    // "Can you sum up what people like and what they complain about?" under pasted reviews: the
    // same ask in other words (round 541, −1.00 as a question with rules and laws).
    cue(
      '(?:can|could|would) you (?:please |pls |just )?(?:summari[sz]e (?:this|that|these|it)|sum (?:it |them |these |this )?up)',
      3.5,
    ),
    cue(
      'summari[sz](?:e|es|ed|ing)(?!\\s*\\()|short version of|tl;?dr|sum (?:this |it |that |these |them |everything )?up|recap|condense|boil (?:it|this) down',
      2.5,
      {
        verb: true,
      },
    ),
    cue(
      'summar(?:y|ies)|key (?:points|takeaways)|in a nutshell|digest|gist|executive summary',
      2.5,
    ),
    // "too many msgs in the family whatsapp … can u just tell me what everyone actually wants"
    // over the chat: the thread boiled down, not a question to answer (a blind-panel round).
    cue(WHAT_EVERYONE_WANTS, 3),
    intl(
      stem(
        'zusammenfass|fass |fasse |resúme|résume|résumer|synthétise|sintetiz|resumir',
        2.5,
        true,
      ),
    ),
    intl(
      cue(
        'resum[ea](?= (?:el|la|los|las|este|esta|estos|estas|lo|o|a|os|as|esse|essa|isso|isto|en|em|mi|meu|minha|un|una|um|uma|me|pra|para)(?![\\p{L}]))|resuma',
        2.5,
        { verb: true },
      ),
    ),
    intl(cue('zusammenfassung|resumen|synthèse|resumo|síntese', 2.5)),
    // "Tu peux me faire un résumé … séparer les bugs des remarques": the summary is the ask, its
    // "bugs" a heading of the feedback (round 142 gave it a bug fix's lines, −2.17).
    intl(
      cue(
        '(?:faire|fais|faites|fait)(?: moi|-moi)? un résumé|(?:hacer|hazme|haz|hágame)(?: me)? un resumen|(?:fazer|faz|faça|faz-me|me faz)(?: me)? um resumo|mach(?: mir)? eine zusammenfassung',
        3.5,
      ),
    ),
    // "Recebi este email da Vodafone … Podes resumir em 3 ou 4 frases": the summary is the ask,
    // the e-mail its material (round 132, −1.67, wrote an e-mail).
    intl(
      cue(
        '(?:podes|pode|puedes|podrías|peux-tu|pourrais-tu|tu peux|vous pouvez|pouvez-vous|pourriez-vous|kannst du|könntest du) (?:me |mir |m.)?(?:le |la |les |lo |o |a )?(?:resumir|résumer|zusammenfassen|(?:das|es|ihn|sie) zusammenfassen)',
        3,
      ),
    ),
  ],
  translation: [
    // "Soy traductora freelance … necesito escribir un correo": the user's trade, not the task.
    // "Tradúceme esto al inglés" carries the stress mark (round 167).
    stem('translat(?!ors?\\b)|übersetz(?!er)|trad[uú](?:[cç](?!tor|teur|trice)|[zi])', 3.5, true),
    // "How do you say 'match cancelled' in Irish": a phrase to translate, not steps to take; so is
    // "… 'always in our hearts' in latin for a headstone" (round 361, −0.83 for steps).
    cue(
      `how (?:do|would|can|should) (?:you|u|i|we|one) say [^?\\n]{1,160}? in (?:${LANGUAGES_EN})`,
      4,
    ),
    cue(`(?:into|to|in) (?:${LANGUAGES_EN})`, 1),
    // "Necesito la versión italiana de este texto", "la version anglaise de ce texte", "die englische
    // Fassung": a translation asked for (round 476 and a review of its fix).
    intl(
      cue(
        'versi[oó]n (?:en )?(?:inglesa|italiana|francesa|alemana|portuguesa|española|espanola|en inglés|en francés)|version (?:anglaise|italienne|espagnole|allemande|portugaise|française|francaise|en anglais)|versão (?:inglesa|italiana|francesa|alemã|espanhola|portuguesa|em inglês)|(?:englische|deutsche|spanische|französische|italienische|portugiesische) (?:fassung|version|übersetzung)',
        3.5,
      ),
    ),
    // "Can you put this into french for the bagad we're twinning with?" over a quoted letter
    // (round 362, −0.83 as a question).
    cue(
      `(?:put|turn) (?:this|it|that|these|them|the \\p{L}+)(?: \\p{L}+){0,2} (?:into|in) (?:(?:brazilian|european|canadian|swiss|mexican|castilian|latin american|simplified|traditional) )?(?:${LANGUAGES_EN})`,
      3.5,
    ),
    // "what does this say?" over a message in another language, with "write my answer in polish".
    cue('what does (?:this|it|that) say', 1.5),
    // "can u write my answer in polish too": the user's answer, put into the customer's language;
    // "can you write a reply in french" asks for the reply itself, written in French.
    cue(`(?:my (?:answer|reply|response)|write (?:it|back)) in (?:${LANGUAGES_EN})`, 3),
    intl(
      stem(
        'ins (?:englische|deutsche|französische|spanische|portugiesische|italienische)|al (?:inglés|alemán|francés|portugués|italiano)|en (?:anglais|allemand|espagnol|portugais|italien)|para (?:o )?(?:inglês|alemão|francês|espanhol|italiano|português)',
        1.5,
      ),
    ),
  ],
  rewrite: [
    cue(
      'rewrite|re-write|rephrase|paraphrase|reword|proofread|copy-?edit|(?<!french )polish(?! vs)|tighten|shorten|tidy|clean (?:this|it) up',
      2.5,
      { verb: true },
    ),
    cue(
      '(?:review|check|critique) (?:my|this|the|our) (?:[\\w-]+ )?(?:cover letter|letter|essay|text|draft|post|article|cv|resume|résumé|e-?mail|bio|paragraph|copy|speech|story|poem|writing|translation|blog|statement|proposal|pitch)',
      3,
      { verb: true },
    ),
    cue(
      'edit (?:this|my|the|our)|simplify (?:this|the|my)|(?<!(?:don.?t|dont|do not|never) )make (?:this|it|my|the|our|these|them)(?: (?:bit|part|section|paragraph|line) of (?:my|our|the|this))?(?: [\\w-]+){0,4}? (?:more|less|sound|shorter|longer|clearer|friendlier|punchier|formal|casual|simpler|easier|plainer|softer|warmer|kinder|gentler|politer|nicer|tighter|snappier|stronger|firmer|weaker|sharper|bolder|calmer|more polite)|make (?:this|these|my|our)(?: [\\w-]+)? better(?=\\s*[:\\n]|[^\\n]{0,80}\\n\\s*\\n)|make my (?:english|german|french|spanish|portuguese|writing|grammar|wording|text) better|(?:improve|fix|correct) my (?:english|german|french|spanish|grammar|writing)|improve (?:this|my|the|our) (?:text|writing|paragraph|sentence|copy|bio|cv|resume|résumé|wording|draft|intro|introduction)|fix (?:the |my )?(?:grammar|spelling|typos|wording)|correct (?:the |my )?(?:grammar|spelling)',
      2.5,
    ),
    intl(
      stem(
        'umschreib|schreib (?:\\S+ )?um|umformulier|formulier|überarbeite|korrigiere|verbessere (?:diesen|den|meinen) text|reescr[ií]b|reformul|corrige|mejora (?:este|mi) texto|parafrase|réécri|améliore (?:ce|mon) texte|reescrev|corrija|melhore (?:este|meu) texto',
        2.5,
        true,
      ),
    ),
    // "Peux tu reformuler ce texte pour mon devis qu'il fasse plus pro": a text to rewrite
    // (round 186 found no task).
    intl(
      cue(
        '(?:reformul\\p{L}*|réécri\\p{L}*|reescr[ií]b\\p{L}*|reescrev\\p{L}*|umformulier\\p{L}*) (?:moi |me |mir )?(?:ce|cette|ces|mon|ma|este|esta|estos|esse|essa|diesen|dieses|meinen|meine)',
        3,
      ),
    ),
    // "Podes reescrevê-lo de forma mais clara e simpática?": a text to rewrite, wherever the ask
    // sits (round 183 found no task).
    intl(
      cue(
        'reescrev[eê]-l[oa]s?|reescreva-[oa]s?|reescr[ií]bel[oa]s?|réécris-l[ea]s?|schreib (?:es|ihn|sie|das) (?:bitte )?um',
        3,
      ),
    ),
    // "i wrote this reply but i think it sounds defensive, can u fix it": a text of the user's
    // whose tone is wrong, to rewrite (a blind-panel round read "fix" as a bug).
    cue(
      '(?:it|this|that|mine|my (?:reply|response|answer|email|message|draft|text|post|letter)) (?:sounds?|comes? across|reads?) (?:too |a bit |a little |really |so |very |kind of |kinda )?(?:defensive|passive.aggressive|aggressive|harsh|rude|cold|blunt|stiff|needy|desperate|robotic|snarky|bitchy|mean|angry|whiny|pushy)',
      3,
    ),
    // "Pode melhorar esse resumo do meu currículo?": a text of the user's to improve, whatever it
    // is called (a CV summary is no summary to write).
    cue(
      '(?:improve|polish|melhor[ae]r?|mejor[ae]r?|amélior(?:e|er)|verbesser(?:e|n))(?: [\\p{L}-]+){0,2}? (?:summary|resumo|resumen|résumé|zusammenfassung|bio|perfil|profile|cv|currículo|curriculum|lebenslauf|texto|text|texte|about me|sobre mim|sobre mí|anúncio|anuncio|annonce|anzeige|listing|descrição|descripción|description|beschreibung)',
      3.5,
    ),
    // "Professioneller klingen lassen", "hazme este texto más profesional": the quality wanted
    // of a text the user has, in the other languages ("für unsere Website schöner formulieren"
    // found no task, round 316).
    intl(
      cue(
        '(?:professioneller|besser|freundlicher|höflicher|lockerer|seriöser)(?: [\\p{L}-]+){0,4} (?:klingen|klingt|schreiben|formulieren|machen|wirken|wirkt)|(?:nochmal|neu) schreiben|hazme (?:este|el|mi) texto|(?:más|mas) profesional|plus professionnel|mais profissional|(?:deixa|deixe) (?:esse|este|o|meu) texto|(?:schöner|ansprechender|einladender|knackiger|flüssiger|verständlicher|moderner)(?: [\\p{L}-]+){0,4} (?:klingen|klingt|schreiben|formulieren|wirken|wirkt)',
        2.5,
      ),
    ),
    // "¿me lo reescribes con un tono más formal?", "tu peux rendre ça plus pro", "mach das
    // professioneller", "deixa isso mais profissional": a text of the user's, asked to change
    // (rounds 122 and 123 found no task in either).
    intl(
      cue(
        'me (?:lo|la|los|las) (?:reescribes|corriges|mejoras|reformulas|pules|arreglas)|rend(?:re|s)? (?:ça|ca|cela|ce (?:texte|message|mail|courriel)|le (?:texte|message|mail)) plus \\p{L}+|(?:mach|formulier)e? (?:das|den text|die nachricht|es) (?:professioneller|freundlicher|höflicher|besser|kürzer|formeller|lockerer)|formuliere? (?:das|den text|die nachricht|es) (?:schöner|ansprechender|einladender|knackiger|flüssiger|verständlicher|moderner)|(?:deixa|deixe|torna|torne) (?:isso|isto|esse texto|este texto|o texto|a mensagem) mais \\p{L}+',
        3,
      ),
    ),
  ],
  'creative-writing': [
    // "Write a scenario script for the 'casualty' actor": lines for people to perform, not code
    // (round 227 was told to pick a programming language, −2.17).
    cue(
      '(?:scenario|role-?play|scene|film|video|radio|play|sketch|training video|comedy|podcast|voice-?over|advert|ad|panto|assembly|nativity) scripts?',
      4,
    ),
    // "A funny lore intro for my channel mascot": a made-up world's story (round 129).
    cue('lore|backstory|back story|origin story|character bio', 2.5),
    // "Square vs Toast for a small coffee shop" names a till system, no toast to give.
    cue(
      'poems?|poetry|chants?|prayers?|blessings?|haikus?|limericks?|sonnets?|verses?|rhymes?|lyrics|songs?|raps?|ballads?|stor(?:y|ies)|short stor(?:y|ies)|tales?|fables?|fairy ?tales?|bedtime stor(?:y|ies)|fiction|novel|chapter|screenplay|scene|dialogue between|monologue|flash fiction|fan ?fiction|villanelle|ode|speech|(?<!(?:vs\\.?|versus|or) )toast(?! (?:pos|vs\\.?|versus|or)\\b)|eulogy|wedding speech|skits?|sketch(?:es)? for(?<!(?:arduino|processing|p5(?:\\.js)?|esp32|esp8266|microbit|nano|uno|mega|pico|attiny85) sketch(?:es)? for)|comedy sketch(?:es)?|panto(?:mime)?|nativity play|one-act play',
      3,
    ),
    // A script to be read or performed, not run: "a 60-second script for the pre-show
    // announcement", "a youtube script".
    cue(
      '(?:\\d+[- ](?:second|minute)|video|youtube|podcast|radio|tiktok|film|movie|comedy|announcement|ad) scripts?|scripts? for (?:the |a |an |our |my )?(?:[\\w-]+ )?(?:video|announcement|podcast|ad|presentation|speech|reel|show|play|trailer|intro)',
      3,
    ),
    // "A short non-religious reading (about 150 words) for my granddaughter's naming ceremony":
    // words to be read out at it, not a question (round 277 answered it "direct answer first").
    cue(
      "readings? (?:\\([^)\\n]{0,40}\\) )?(?:for|at) (?:[\\p{L}'\\u2019-]+ ){0,4}(?:ceremony|ceremonies|wedding|funeral|memorial|(?:church|carol|remembrance|memorial|funeral|wedding) service|naming|christening|vow renewal|handfasting)",
      3,
    ),
    cue('sonett|soneto|sonnet|俳句|短歌', 3),
    // What to write in a card (farewell, birthday, sympathy): a short piece of writing.
    cue(
      'what (?:to|should i|do i|can i) write in (?:a|an|the|my|our|her|his) (?:[\\w-]+ ){0,2}cards?|card messages?',
      3,
    ),
    intl(
      cue(
        '\\p{L}*(?:abschieds|glückwunsch|geburtstags|trauer|hochzeits|weihnachts)karte|tarjetas? de (?:despedida|cumpleaños|condolencias?|felicitación)|cartes? (?:d.adieu|de vœux|de condoléances|d.anniversaire)|cart(?:ão|ões) de (?:despedida|aniversário|condolências|parabéns)',
        3,
      ),
    ),
    intl(
      cue(
        'coplas?|chirigotas?|villancicos?|gedichte?|geschichten?|märchen|erzählung(?:en)?|reime?|liedtexte?|kurzgeschichten?|poemas?|poesías?|cuentos?|relatos?|canci(?:ón|ones)|fábulas?|poèmes?|poésies?|histoires?|contes?|nouvelles?|chansons?|récits?|poesias?|contos?|histórias?|crônicas?|canç(?:ão|ões)|poemes?|poesies?|recits?|cancion(?:es)?|fabulas?|historias?|cronicas?|canc(?:ao|oes)',
        3,
      ),
    ),
  ],
  'meeting-notes': [
    cue(
      'meeting (?:notes|minutes|summary|recap|transcript)|(?:the|these|our) minutes|(?:into|as) (?:proper |formal |clean |the )?minutes|minutes (?:of|from)|action[- ]items?|action (?:lists?|points?)|transcripts?|stand-?up notes|notes from (?:the |our |my |today.s |yesterday.s )?(?:[\\w-]+ ){0,2}(?:meeting|call|sync|standup|zoom|chat)|list of actions|who.?s doing what|who does what|(?:turn|convert) (?:these|my|the|our) (?:[\\w-]+ ){0,2}notes(?! into (?:a |an )?(?:short |brief |quick |plain |simple )?(?:summary|text|message|e-?mail|update|explanation))|follow-ups? from (?:the |our )?(?:meeting|call)',
      3,
    ),
    // "Can you turn that into proper notes with decisions, open questions, and actions" under a
    // family call's jottings: notes to write up, not a question (a blind-panel judge).
    cue(
      '(?:into|as) (?:proper |clean |tidy |neat |structured |meeting )?(?:debrief |incident |handover |call |shift )?notes|decisions(?:,| and) (?:open questions|actions|action points|next steps)',
      3,
    ),
    cue('meetings?|calls?', 0.5),
    intl(
      stem(
        'protokoll|meeting-notizen|besprechungsnotizen|acta de la reunión|notas de la reunión|apuntes de la reunión|notes de (?:la )?réunion|anotações da reunião|notas da reunião|apontamentos da reunião|puntos de acción|compte rendu de (?:la )?réunion|compte[- ]rendu[^.\\n]{0,80}?réunion|compte[- ]rendu (?:du |de (?:la |l.)?)(?:bureau|conseil|comité|ca|ag|assemblée|séance|staff|visio)|procès-verbal (?:de (?:la |l.)?)?(?:réunion|séance|assemblée|ag|conseil|comité)|points d.action|ata da reunião|itens de ação|to-dos? aus',
        3,
      ),
    ),
    intl(cue('besprechung|reunión|réunion|reunião', 1)),
    intl(
      cue(
        '(?:numa|uma|na|a) ata(?: decente| da reunião)?|tareas pendientes|próximos pasos|nächste schritte|prochaines étapes|próximos passos|decisiones|entscheidungen|décisions|decisões|em ata|en acta',
        2,
      ),
    ),
    cue('notes', 1),
  ],
  plan: [
    // "Can you put together a week-by-week recruitment plan with channels": a plan in named
    // periods, whatever data words the brief carries ("respondents", round 223, −1.83).
    cue('(?:week|day|month)[- ]by[- ](?:week|day|month) (?:[\\w-]+ ){0,2}plan', 3),
    cue('plan', 2, { verb: true }),
    // "Kannst du uns eine Route für die Woche … vorschlagen?": a route to plan (round 187).
    cue(
      'route(?<=(?:suggest|plan|give me|work out|map out) (?:a |an |our |my )?(?:\\w+ )?route)',
      2.5,
    ),
    intl(
      cue(
        '(?:eine|die|unsere) (?:\\p{L}+ )?route|reiseroute|(?:una|la) ruta|(?:un|l.)itinéraire|(?:um|o) roteiro',
        2.5,
      ),
    ),
    // "Kannst du mir einen Einarbeitungsplan für die ersten 4 Wochen machen?": a plan asked for
    // by its compound name (round 177 found no task in it).
    intl(cue('(?:einen|ein) \\p{L}{3,}plan', 2)),
    // "Ideas for a 6 week space theme programme for beavers, 1 hr sessions": sessions to lay out
    // week by week, not a list of ideas (round 152).
    cue(
      '(?:plan|design|write|create|make|need|ideas for|put together|build) (?:me |us )?(?:a|an|the|my|our) (?:\\d+|two|three|four|five|six|seven|eight|ten|twelve)[- ](?:week|session|day|month)s? (?:\\p{L}+ ){0,3}(?:programme|program|curriculum|course|scheme of work|syllabus)',
      3.5,
    ),
    // "26 hours in tokyo layover what should i do": hours to fill, a plan (round 148 got "how
    // certain you are").
    cue(
      '(?:layover|stopover)[^.?!\\n]{0,40}what (?:should|can|could) (?:i|we) do|what (?:should|can|could) (?:i|we) do (?:on|during|with) (?:a|my|the|our) (?:\\p{L}+ ){0,2}(?:layover|stopover)',
      3,
    ),
    // "were moving office in 6 weeks, about 35 ppl, help me plan it": the plan is the ask. So is
    // "how do i plan a full stock take over one weekend with 6 people?" (round 127).
    cue(
      'help (?:me|us) (?:to )?(?:plan|organi[sz]e|schedule)|how (?:do|should|can|would) (?:i|we) (?:best )?(?:plan|organi[sz]e|schedule) (?:a|an|the|our|my)|(?:make|draw up|write|create|build|do|need) (?:me |my \\p{L}+ |him |her |us )?(?:a |an )?(?:revision |study |exam |weekly |daily |training |staff |shift )?(?:timetable|rota)|(?:i |we )?(?:want|need|would like|.d like) (?:a |an |the )?(?:daily |weekly |day-by-day |week-by-week )?(?:timetable|rota|running order)',
      3,
    ),
    // "cqc inspection in 3 weeks … what do we need to do", "books not done since march … where
    // do i even start": steps to take, in order.
    cue(
      "what (?:do|should) (?:i|we) (?:need to|have to|got to) (?:do|prepare|sort out|get done)|where (?:do|should) (?:i|we) (?:even )?start|what (?:should|do) (?:i|we) (?:be )?(?:doing|do|focus on|work on)(?: [\\w'-]+){0,3} (?:in|for|over|during) the (?:first|next|coming) (?:few |couple of )?(?:days?|weeks?|months?)",
      2.5,
    ),
    cue(
      '(?:a|an|the|my|our)\\s(?:[\\w-]+\\s){0,3}(?<!(?:insurance|health|dental|medical|phone|mobile|cell|data|pricing|subscription|payment|pension|retirement|calling|broadband|tariff|hosting|service) )plans?|plan (?:for|to|out)|roadmap|itinerar(?:y|ies)|schedule|timeline|agenda|curriculum|syllabus|study plan|training plan|workout|meal plan|checklist|strategy|milestones|steps to|lesson plan|onboarding',
      2,
    ),
    intl(cue('plane', 2, { verb: true })),
    // "Necesito montar un programa para esos días … ¿Alguna idea de cómo organizarlo?": a visit's
    // programme to plan, not a question for a direct answer (round 320); "montar un programa en
    // Python" is code, and "cómo organizarlo" alone a wardrobe as often as a visit.
    intl(
      cue(
        '(?:un|el) programa (?:para (?:esos|estos|los) días|de (?:actividades|visitas?|la visita|acogida))|(?:un|le) programme (?:pour (?:ces|les) jours|d.activités|de (?:la )?visite)|(?:ein|das) programm für (?:diese|die) tage|(?:um|o) programa (?:para (?:esses|estes|os) dias|de (?:atividades|visitas?))',
        3,
      ),
    ),
    // "On lance une aide aux devoirs … par où commencer ??": where to start is steps to take, in
    // the other languages as in English (round 126); "je ne sais pas par où commencer, c'est quoi
    // ce document ?" is confusion before a question, not a plan asked for.
    intl(
      cue(
        '(?<!sais pas )(?:par où|par quoi) commencer|(?<!sé )por dónde (?:yo )?(?:empiezo|empezamos|empezar|comienzo)|wo (?:fange|fangen) (?:ich|wir) (?:am besten )?an|womit (?:fange|fangen) (?:ich|wir) an|(?<!sei )por onde (?:eu )?(?:começo|começamos|começar)',
        2.5,
      ),
    ),
    // "¿Me ayudas a hacer un presupuesto mensual realista?": a budget is a plan of money. "Preparar un
    // presupuesto para una explanada de 1.200 m2" is a quote for a job (round 258, −2.17 for a
    // budget table over a tonnage question).
    cue(
      '(?:make|draw up|set up|do|plan) (?:a |my |our )?(?:monthly |weekly |realistic |simple )*budget',
      2.5,
    ),
    intl(
      cue(
        '(?:hacer|armar|preparar) (?:un |mi )?presupuesto(?![^\\n]{0,60}(?:m2|m²|m3|toneladas|obra|cliente|metros))|presupuesto (?:mensual|semanal)|faire (?:un |mon )?budget|budget (?:mensuel|hebdomadaire)|(?:ein |mein )?budget (?:erstellen|aufstellen|machen|planen)|haushaltsplan|(?:fazer|montar) (?:um |meu )?orçamento|orçamento (?:mensal|semanal)',
        2.5,
      ),
    ),
    intl(
      stem(
        'zeitplan|reiseplan|fahrplan|lernplan|projektplan|trainingsplan|wochenplan|businessplan|marketingplan|maßnahmenplan|ablaufplan|tagesablauf|tagesplan|einsatzplan|dienstplan|speiseplan|essensplan|programa del día|déroulé|programme de la journée|itinerario|cronograma|calendario|planifica|hoja de ruta|planning|itinéraire|calendrier|feuille de route|planifie|plano|roteiro|planeje|planejamento|organizza|pianifica',
        2,
      ),
    ),
    // "Você pode me ajudar a planejar os temas de cada encontro": a course to plan, whatever the
    // students "reclamam" of (round 417, −2.00 as a customer complaint); "a resposta para esse
    // cliente" to plan is a reply.
    intl(
      cue(
        '(?:ajud\\p{L}*(?:-me)? a|me ajud\\p{L}* a|ayud\\p{L}* a|m.aide\\p{L}* à) (?:planejar|planear|planificar|planifier)(?! (?:a|uma|la|una|une|o|um|el|le) (?:resposta|respuesta|réponse|mensagem|mensaje|message|e-?mail|carta|lettre))',
        5,
      ),
    ),
    intl(
      cue(
        '(?:un|una|el|mi|ein(?:en)?|den|mein(?:en)?|le|mon|um|o|meu) (?:\\S+ )?(?:plan|plano)(?: de| d.| für)?',
        2,
      ),
    ),
  ],
  comparison: [
    cue('diff?e?r[ae]nces? between|pros and cons', 3.5),
    cue('compare|comparing|contrast', 2.5, { verb: true }),
    // "We're choosing between two health insurance plans … which one makes more sense?"
    // "Trying to pick between two booking systems … Which works out cheaper for us" (round 376,
    // −0.50 as a question with a rules line).
    cue('(?:choos(?:e|ing)|decid(?:e|ing)|pick(?:ing)?|torn|stuck) between', 3),
    // "it's between two suppliers. Which is the better deal overall?": two offers to weigh.
    cue(
      '(?:it.?s|it is) between (?:two|2|three|3) (?:suppliers|offers|options|quotes|providers|companies|venues|schools|plans)|better deal',
      2.5,
    ),
    cue(
      'which (?:one|of (?:the|these) (?:two|\\w+)) (?:makes more sense|should (?:i|we) (?:pick|choose|take|go (?:for|with)))',
      3,
    ),
    cue('vs\\.?|versus', 1.5),
    cue(
      'comparison|advantages and disadvantages|which (?:is|one is|should i) (?:better|choose|pick|use)|(?:what.?s|whats|what is|which.?s|whichs) (?:better|best)(?= (?:for|between|to|in)\\b|,)[^?\\n]{0,80}\\bor\\b|which (?:one )?(?:is|would be|will be|works out) (?:cheaper|faster|easier|safer|simpler|more \\w+|less \\w+)|trade-?offs?|better (?:option|choice)',
      2.5,
    ),
    stem('vergleiche|compara|comparez|compare', 2.5, true),
    // "¿Qué es mejor para alquilar barco, el canal du midi o el canal de borgoña?": two options
    // weighed (round 187 answered it as a question).
    intl(
      cue(
        '(?:qu[eé] es mejor|cu[aá]l es mejor|qu.est-ce qui est mieux|lequel est (?:le )?mieux|o que é melhor|qual é melhor|was ist besser|welche[rs]? ist besser)[^?\\n]{0,80}\\s(?:o|ou|oder)',
        3,
      ),
    ),
    // "J'hésite entre OBS Studio, Streamlabs Desktop et Twitch Studio. Fais-moi un tableau
    // comparatif": options to weigh, in the other languages (round 129 found no task).
    intl(
      cue(
        'j.hésite entre|hésite entre|tableau comparatif|(?:estoy dudando|dudo|no sé si elegir) entre|tabla comparativa|ich schwanke zwischen|vergleichstabelle|(?:estou em dúvida|fico na dúvida) entre|tabela comparativa',
        3,
      ),
    ),
    intl(
      cue(
        'vergleich|comparativa|comparación|comparativo|comparatif|unterschied(?:e)? zwischen|vor- und nachteile|diferencias? entre|ventajas y desventajas|pros y contras|comparaison|différences? entre|avantages et inconvénients|comparação|diferenças? entre|prós e contras|vantagens e desvantagens',
        3,
      ),
    ),
    // "¿autónomo o SL? ¿qué me recomiendas?": a choice to make, in the other languages; "q me
    // recomiendas comprar y como empiezo?" names no options and asks for advice (round 523, −0.50).
    intl(
      cue(
        '(?:qué|q|cuál) me (?:recomiendas|recomendarías|conviene)(?! (?:comprar|hacer|leer|ver|empezar|aprender|estudiar)(?![\\p{L}]))|(?:qué|cuál) es mejor|was (?:empfiehlst|würdest) du|welche[rs]? ist besser|que me conseilles-tu|qu.est-ce qui est mieux|o que (?:você )?(?:me )?recomenda(?! (?:comprar|fazer|ler|ver|começar|aprender|estudar)(?![\\p{L}]))|qual é melhor',
        2.5,
      ),
    ),
    // "iPhone or Android for my mother": two options and nothing else asked.
    cue(
      '^(?:[\\p{L}\\p{N}.+#-]+\\s){1,3}(?:or|oder|o|ou|vs\\.?|versus)\\s[\\p{L}\\p{N}.+#-]+(?:\\s[\\p{L}\\p{N}.+#-]+){0,5}\\s?\\??$',
      2.5,
    ),
  ],
  brainstorm: [
    cue('brainstorm', 2.5, { verb: true }),
    // "Songs for mother son dance that arent super sad": songs to pick, not one to write (round
    // 312, −0.83 for "show rather than tell" and 200–400 words): songs asked for at the start or
    // after "suggest", "need", "any"; not a brief's "entrance songs for the wedding party".
    cue(
      '(?<![\\s\\S])(?:songs|tracks|tunes|hymns) (?:for|to play at|to walk (?:in|out|down) to|to dance to)|(?:suggest|recommend|need|looking for|ideas for|any|good) (?:some |good )?(?:songs|tracks|tunes|hymns) (?:for|to play at|to walk (?:in|out|down) to|to dance to)',
      4,
    ),
    // "What to get my dad for his retirement": presents to suggest, not one answer to argue for
    // (round 282 was told "direct answer first, then the reasoning").
    cue(
      'what (?:to|should i|should we|can i|could i|could we|do i|do we) (?:get|buy|give) (?:my|our|for|her|him|them|a|an|the)',
      3,
    ),
    // "A spreadsheet of about 400 burials … what can i do with it": uses to suggest, not a
    // formula to write (round 163); "30 decking boards … what could we build with them?" too
    // (round 403, −0.50 for a direct answer).
    cue(
      'what (?:can|could|should|might) (?:i|we) (?:do|make|build|create) with (?:it|this|them|that|these|those|all (?:this|that|these|of it))(?![\\p{L}])',
      3.5,
    ),
    // "Story ideas from our city's 311 data": ideas for stories, not a story to write.
    cue(
      '(?:story|stories|article|post|content|video|episode|feature|segment|project|topic|plot|blog) ideas',
      4,
    ),
    // "Need ideas for instagram posts for a small jewellery repair shop": posts to suggest, not
    // one to write (round 327, −0.67 for "write one post … 40–80 words").
    cue(
      '(?:ideas|inspiration) (?:for|on) (?:(?:some|our|my|new|more|good|regular) )?(?:(?!(?:improving|writing|fixing|editing|reviewing|rewriting|checking) )[\\w-]+ ){0,2}(?:posts|content|videos|reels|tiktoks|stories|newsletters|articles|blog posts|emails|campaigns)',
      6,
    ),
    cue(
      'ideas|name ideas|names for|suggestions for|slogans?|taglines?|titles for|headlines? for|ways to|alternatives',
      2.5,
    ),
    cue('(?:give|list|suggest|come up with|generate) (?:me )?(?:\\d+|some|a few|several)', 1.5),
    // "ideas to make our annual anti bribery training less boring": ideas are asked for, not a
    // text to rewrite.
    cue('(?:ideas|ways|suggestions) (?:to|for how to|on how to) (?:make|get|keep|turn)', 2),
    // "give me questions to ask at the end of an interview", "what portfolio projects could i do":
    // a list of ideas asked for (a blind-panel round left both as typed).
    cue(
      '(?:give me|suggest|list|need|want) (?:some |a few |a list of |\\d+ )?(?:good |smart |clever |sharp |original |unusual )?questions (?:to ask|i (?:can|could|should) ask)|what (?:\\w+ )?projects (?:could|can|should) i (?:do|build|make|try)',
      3,
    ),
    // "need a name for my emergency glazing business": names to suggest (round 180 found no task).
    cue(
      '(?:names?|titles?|slogans?|taglines?) for(?<=(?:need|want|looking for|suggest|come up with|think of|help me (?:find|pick|choose)) (?:a |some |a new |a good |a catchy |new |good |catchy )?(?:business |team )?(?:names?|titles?|slogans?|taglines?) for)',
      3,
    ),
    // "interview questions for a receptionist?", "games for a 6 year olds birthday party": a list
    // asked for by naming its items (round 171 answered the first as a question).
    cue(
      '(?:interview|screening|icebreaker|ice-breaker|quiz|trivia|pub quiz) questions (?:for|about|on)',
      3,
    ),
    // Kept apart: an anchored pattern has no first letters to prefilter on.
    cue(
      '^(?:(?:i )?(?:need|want|looking for|suggest|any|some) )?(?:(?:some|good|fun|easy|simple|cheap|quiet|indoor|outdoor|party|team|rainy[- ]day|[\\w-]+) ){0,2}(?:games|activities|icebreakers|crafts|gift ideas|presents|prizes|themes) (?:for|to play|to do)(?![^\\n.?!]*\\b(?:are|is|was|were|aren.?t|isn.?t|cost|costs)\\b)',
      3,
    ),
    // "What could we try within the next month without any building work?": ideas to try.
    cue('what (?:else )?(?:could|can|might) (?:we|i) try(?! to\\b)', 2.5),
    // "things to do with mum on a rainy afternoon": ideas asked for.
    cue(
      'things (?:to|we can|i can|you can) do (?:with|for|on|in|at|when|while)|activities (?:for|to do)',
      2.5,
    ),
    cue(
      '\\d+ (?:ideas|names|ways|options|suggestions|titles|slogans|taglines|themes|topics|angles|hooks)',
      2,
    ),
    intl(
      cue(
        'ideen|vorschläge|namen für|nombres para|lluvia de ideas|sugerencias|eslóganes|idées|noms pour|propositions|ideias|nomes (?:para|pra)|sugestões',
        2.5,
      ),
    ),
    // German compounds: "Namensideen", "Geschenkideen".
    intl(cue('\\p{L}+ideen', 2.5)),
    // "Donne moi une quinzaine d'idées vite fait": ideas asked for, however the request opens.
    intl(
      cue(
        '(?:une )?(?:dizaine|quinzaine|vingtaine) d.idées|besoin d.idées|(?:necesito|dame) (?:\\p{L}+ )?ideas|(?:preciso de|me dá|me dê) (?:\\p{L}+ )?ideias|brauche (?:\\p{L}+ )?ideen',
        3,
      ),
    ),
    // "Me passa umas 10 opções", "preciso de um nome": names and options asked for.
    intl(
      cue(
        '\\d+ (?:opç(?:ões|oes)|opciones|options|nomes|nombres|noms|namen|vorschläge|propuestas|propositions)|(?:preciso|necesito|brauche|j.ai besoin) (?:de |d.)?(?:um|un|une|einen) (?:nome|nombre|nom|namen)',
        3,
      ),
    ),
  ],
  qa: [
    // "Quick question about music licensing … Does my license cover that": a question, not a post
    // for the platforms it names (round 448, −2.00).
    cue(
      'does (?:my|our|the|this|their) (?:\\p{L}+ )?(?:licen[cs]e|policy|insurance|warranty|contract|subscription|cover|guarantee) (?:cover|include|allow|extend to)',
      3,
    ),
    // "Trying to decide whether to specialise in finishes or cabinet work … What would you weigh
    // up here": the user's decision to weigh, not ideas to list (round 394, −1.67).
    cue(WEIGH_UP_ASK, 3),
    // "Cries every single time before taekwondo … is this normal or should i pull him out": a
    // question asked without its mark (round 181 found no task).
    cue(
      'is (?:this|that|it) (?:normal|safe|legal|allowed|common|worth it|a problem|a red flag)|should i (?:pull \\w+ out|take \\w+ out|let \\w+ quit)',
      2.5,
    ),
    // "Packing list for a 2 day orienteering weekend … camping, with 2 kids", "what should i have
    // in my bag" (a boxing corner's, round 321): a checklist, not a request with no task (round
    // 318).
    // "Just started 6 weeks of nights … how do you actually sleep in the day": a question with an
    // adverb that says it is meant (round 322 found no task).
    cue(
      'how (?:do|can|should|would) (?:you|u|i|we) (?:actually|even|really)(?! (?:start|begin|get started|get through|cope|survive|keep going))',
      1.5,
    ),
    cue(`packing lists?|kit lists?|what to (?:pack|bring)|${KIT_TO_CARRY}`, 2.5),
    cue('what|why|how|when|where|who|which|is|are|can|could|should|do|does|did|will|would', 0.75, {
      verb: true,
    }),
    cue('explain|describe|tell me about|teach me|eli5|define|definition of', 2.5, { verb: true }),
    cue(
      'what is|what are|how does|how do|why do|why does|what.s the|how (?:many|much|long|often)',
      1,
      { verb: true },
    ),
    intl(
      stem(
        'was ist|warum|wieso|wie funktioniert|beantworte|erkläre|erklär mir|beschreibe|qué es|por qué|cómo funciona|explica|explícame|describe|qu.est-ce|pourquoi|comment fonctionne|explique|décris|o que é|por que|como funciona|explique|descreva',
        2,
        true,
      ),
    ),
  ],
};

// Scripts without spaces between words (Japanese, Chinese) and Cyrillic or Arabic stems: matched
// anywhere, at a flat weight, since word positions mean little there.
const SCRIPT_CUES: ReadonlyArray<readonly [Exclude<TaskId, 'general'>, RegExp]> = [
  ['meeting-notes', /議事録|会议纪要|会議メモ|протокол встречи/u],
  ['summary', /要約|まとめ|总结|摘要|概括|резюм|кратко изложи|لخص|ملخص|요약/u],
  ['translation', /翻訳|翻译|перевед|переведи|ترجم|번역/u],
  ['email', /メール|邮件|郵件|письм|электронн|رسالة|بريد|이메일/u],
  ['qa', /説明|解释|解釋|объясни|اشرح|설명|什么是|とは/u],
  ['creative-writing', /詩|诗|俳句|短歌|故事|物語|стих|рассказ|قصيدة|قصة|시를/u],
  ['code-write', /関数|函数|функци|دالة|함수/u],
  ['plan', /計画|计划|план|خطة|계획/u],
];

// Material that only some tasks come with.
// Code as material: a fence, an indented block, statements, arrows, a call with a body, a
// stack trace, an error line. Each part runs only when the text has the character it needs.
// A statement opens its line (or an inline code span): "class group … party (" in a sentence is
// no code (a blind-panel round).
const CODE_STATEMENT =
  /(?:^|[`{;]\s*)(?:def|function|const|let|var|class|import|return|public|private|async|await)\b[^\n]*[({=;]/m;
function hasCodeMaterialIn(text: string, errorMentioned = true): boolean {
  if (hasCodeItself(text)) return true;
  if (!text.includes('Error:')) return false;
  return (errorMentioned ? /\b\w+Error:\s/ : /^\s*[\w.]*Error:\s/m).test(text);
}

/** Code or its trace (a fence, an indented block, statements, a stack trace), not an error alone. */
export function hasCodeItself(text: string): boolean {
  if (text.includes('```') || text.includes('=>')) return true;
  if (text.includes('    ') && /^\s{4}\S/m.test(text)) return true;
  if (/[({=;]/.test(text) && CODE_STATEMENT.test(text)) return true;
  // PHP or Perl pasted bare: "$dog = $_POST['dog_name'];" (round 121 read a booking form's
  // handler as a query to write).
  if (text.includes('$') && /^\s*\$\w+(?:->\w+|\[[^\]\n]*\])*\s*[.+-]?=[^\n]*;\s*$/m.test(text))
    return true;
  if (text.includes('{') && /\w+\([^)]*\)\s*\{/.test(text)) return true;
  if (text.includes('Traceback (most recent call last)')) return true;
  return text.includes('at ') && /^\s*at \S+ \(/m.test(text);
}
// A shell command typed inline ("what does this do find . -name '*.log' -exec rm {} \;") is the
// code itself: a command word followed by flags, a pipe or a redirect.
export const SHELL_COMMAND =
  /(?<![\w-])(?:find|grep|sed|awk|xargs|rm|cp|mv|ls|curl|wget|git|docker|kubectl|npm|npx|pip|chmod|chown|tar|ssh|rsync|systemctl|journalctl|ffmpeg|ffprobe|magick|pandoc|openssl|yt-dlp|sudo|brew|apt|apt-get|crontab)\s+(?:\S+\s+){0,6}?(?:-{1,2}[a-z][\w-]*|\||>)/i;
// A conversation the user wants to have: a role, a quiz, questions asked one at a time.
const INTERACTIVE =
  /(?<![\p{L}])(?:(?:you|u) (?:be|act as|play) my \p{L}+|act as my \p{L}+|quiz me|test me|ask me (?:\d+ |some |a few |the )?(?:\p{L}+ )?questions|one (?:question )?at a time|wait for my (?:answer|reply|response)|role-?play|pretend (?:to be|you(?:.re| are)))(?![\p{L}])/iu;
// What makes a formula a spreadsheet's: an app, a sheet, a cell or range, a sheet function.
const SPREADSHEET_WORDS =
  /(?<![\p{L}])(?:excel|xlsx?|csv|google sheets?|\p{L}*sheets?|libreoffice|calc|airtable|smartsheet|workbook|tabs?|cells?|columns?|rows?|vlookup|xlookup|hlookup|index|match|sumifs?|countifs?|averageifs?|iferror|arrayformula|query|filter|pivot|conditional formatting|tabellenkalkulation|tabelle|zellen?|spalten?|hoja|celdas?|columnas?|tableur|feuille|cellules?|colonnes?|planilhas?|células?|colunas?)(?![\p{L}])/iu;
// A spreadsheet application named, and a column or range of it ("col F", "column D", "A2:A9").
// A single cell ("Q3", "W38") may be a quarter or a week: only columns and ranges count.
const SHEET_APP =
  /(?<![\p{L}])(?:excel|google sheets?|sheets|spreadsheets?|libreoffice|calc|tabellenkalkulation|hoja de cálculo|tableur|planilha)(?![\p{L}])/iu;
const SHEET_REFERENCE =
  /(?<![\p{L}])(?:[Cc]ol(?:umn)?s?\.? [A-Z]{1,2}|[Ss]palte [A-Z]{1,2}|[Cc]olumna [A-Z]{1,2}|[Cc]olonne [A-Z]{1,2}|[Cc]oluna [A-Z]{1,2}|[A-Z]{1,2}\$?\d+:[A-Z]{1,2}\$?\d+)(?![\p{L}\d])/u;
// A result worked out from a sheet's columns: "count how many", "total up", "work out".
const SHEET_RESULT =
  /(?<![\p{L}])(?:how (?:do|can|would|should) (?:i|we|you) (?:count|sum|total|add up|work out|calculate|get|show|find|flag|highlight|look up|pull|split|average)|(?:count|sum|total|add up|work out|calculate) (?:how many|the|up|all|only|each)|zählen|contar|compter|calcular|calculer)(?![\p{L}])/iu;
// A cell or range ("B2", "A2:A100"), a sheet function typed as such ("=SUM("), Apple's Numbers.
const SPREADSHEET_CELLS =
  /[A-Z]{1,2}\$?\d+(?::[A-Z]{1,2}\$?\d+)?(?![\p{L}\d])|=\s*[A-Z]+\(|(?<![\p{L}])Numbers(?![\p{L}])/u;
// Anything technical a failure could be about: software, a device, a file, a sheet.
// "The key safe code isnt working and its 11pm": a lock's code is no software (round 245, −2.17
// for a debugging template with "[paste the code here]").
const TECHNICAL =
  /(?<![\p{L}])(?:bots?|discord|webhooks?|permissions|perms|mods?|apps?|application|script|(?<!(?:key ?safe|lock ?box|door|alarm|gate|padlock|safe|pin|wi-?fi|discount|promo|coupon|voucher|access|entry|booking|postal|zip|post|dress|gift|referral|tracking|verification|key) )code|program|software|website|site|web ?page|page|server|build|compil\p{L}*|errors?|exceptions?|functions?|api|database|db|bug\p{L}*|crash\p{L}*|deploy\p{L}*|install\p{L}*|updat\p{L}*|laptop|computer|pc|mac|phone|iphone|android|tablet|browser|chrome|excel|sheets?|spreadsheet|formula|macro|vba|plugin|extension|wi-?fi|router|printer|driver|drive|usb|bluetooth|screen|login|password|email|outlook|gmail|account|file|folder|link|button|form|query|sql|regex|git|docker|npm|pip|python|java\p{L}*|linux|windows|ios|tv|console|game|fehler|absturz|programm|datei|erro|fichier|archivo|arquivo|planilha|hoja)(?![\p{L}])/iu;
// A script pasted with its interpreter line ("#!/bin/bash") and no fence.
const SHEBANG = /^#!\s*\//m;
// "Can you review it and tell me what's wrong + what a better version would look like" under
// pasted code: the code is in hand and asked to be reviewed, whatever words inside it ("function")
// or "a better version" suggest (a blind-panel round). So do "I'd like a proper review before I
// trust it" and "a second pair of eyes" (round 118 and 119 read both as code to write).
const FAULT_SHOWN =
  /(?<![\p{L}])(?:(?:supposed|meant) to [^.?!\n]{3,80}?(?:but|yet) (?:it |i |we )?(?:says|gives|returns|prints|shows|outputs|comes out|get|got|keeps saying)(?![\p{L}])|(?:it.?s|its) giving (?:me )?(?:0|zero|nothing|nan|wrong)|(?:says|gives|returns|prints|shows|outputs) (?:me )?(?:0|zero|nothing|nan|none|null|the wrong|wrong|negative)(?![\p{L}\d]))/iu;
const REVIEW_IT =
  /(?<![\p{L}])(?:(?:review|check over|look over|go over) (?:it|this|that|my code|the code|this code)|(?:check|look|go) (?:it|this) over|(?:a|an|some) (?:proper |quick |honest |full |thorough )?(?:review|code review|second pair of eyes|second opinion|sanity check)(?: (?:of|on) (?:it|this|my code|the code))? before|second pair of eyes|(?:review|check over|look over|go over) (?:my|the|this|our) (?:[\w-]+ ){0,3}(?:code|script|function|query|macro|php|python|javascript|js|typescript|ts|sql|vba|bash|powershell|html|css|handler|endpoint|snippet)|anything (?:\p{L}+ )?wrong with (?:it|this|that)|what.?s (?:bad|wrong) (?:about|with) it|(?:quick |code )?review please|anything (?:wrong|risky|dodgy|off)(?: or (?:risky|wrong|dodgy|off))? (?:here|in (?:it|this|there)))(?![\p{L}])/iu;
const MAIL_SERVER =
  /(?<![\p{L}])(?:(?:e-?)?mail ?servers?|servidor(?:es)? de (?:correo|e-?mail)|serveurs? (?:de )?(?:mail|messagerie)|mailserver|servidor de e-?mail)(?![\p{L}])/iu;
// An e-mail looked into: phishing, spoofing, its headers, its authentication or delivery.
const MAIL_EXAMINED =
  /(?<![\p{L}])(?:suspicious|suspect|phishing|spoof\p{L}*|headers?|en-têtes|cabeçalhos|encabezados|kopfzeilen|spf|dkim|dmarc|deliverability|délivrabilité)(?![\p{L}])/iu;
const WRITE_AN_EMAIL =
  /(?<![\p{L}])(?:write|draft|send|compose|escrib\p{L}*|redact\p{L}*|écri\p{L}*|rédige\p{L}*|schreib\p{L}*|escrev\p{L}*)(?![\p{L}])[^.\n]{0,30}(?:e-?mail|correo|courriel|mail)/iu;
const CODE_TO_WRITE =
  /(?<![\p{L}])(?:write|create|build|make|code|give me)(?: me)? (?:(?:a |an |some )?(?:[\w+#.-]+ ){0,2}(?:function|script|program|class|macro|module)|(?:some|a bit of|a little|a quick|a small|a simple) (?:python|javascript|typescript|java|c#|golang|rust|ruby|php|kotlin|swift|bash|powershell|vba|r))(?![\p{L}])/iu;
const WRITE_ASK = /(?<![\p{L}])(?:write|create|build|implement|generate|add)(?![\p{L}])/iu;
const WHAT_IS_A_PLAN =
  /(?<![\p{L}])(?:what(?:.s| is| are)|was ist|qu.est-ce qu.(?:un|une)|o que é|qué es) (?:a |an |the |ein |eine |un |une |uma? |el |la |o )?(?:[\p{L}-]+ ){0,2}(?:plans?|plano|planos|planes)(?![\p{L}])/iu;
// The review named as such ("a proper review", "look over this bit"); REVIEW_IT's "what's wrong
// with it" asks about a bug as often.
const REVIEW_WORD =
  /(?<![\p{L}])(?:review|look over|look through|check over|go over|go through)(?![\p{L}])/iu;
const SECURITY_ASK =
  /(?<![\p{L}])(?:(?:not|isn.?t|is it|is this) (?:very )?secure|security (?:holes?|issues?|problems?|risks?)|vulnerab\p{L}*|(?:sql )?injection|hack(?:ed|able)?)(?![\p{L}])/iu;
const LOOKS_OK =
  /(?<![\p{L}])(?:(?:does|do) (?:this|it|these) look (?:ok|okay|alright|right|good|fine|sane)|check (?:if |whether |that )?(?:this|it) (?:is|looks) (?:right|correct|ok)|is (?:this|it) (?:ok|okay|alright|fine|good) to (?:use|run|deploy|ship)|is (?:this|it) safe(?: to (?:use|run))?|could (?:this|it) (?:delete|wipe|lose|break))(?![\p{L}])/iu;
// Chat or macro commands pasted one per line ("/r 4d6kh3" in Foundry, "/remind" in Slack):
// commands in hand, like a shell line.
const SLASH_COMMANDS = /^\/[a-z][\w-]*(?:[ \t]+\S.*)?\n\/[a-z][\w-]*/im;
const QUESTION_END = /\?\s*$/;
const ASKS_TO_WRITE =
  /(?<![\p{L}])(?:write|draft|compose|create|make|give|generate|say back|reply|respond|write back|answer (?:her|him|them|this|it)|antwort\p{L}*|respond\p{L}*|répond\p{L}*|contest\p{L}*|escrib\p{L}*|redact\p{L}*|écri\p{L}*|rédige\p{L}*|schreib\p{L}*|erstell\p{L}*|escrev\p{L}*|faz|fais|haz)(?![\p{L}])/iu;
const ANALYSE_VERB =
  /(?<![\p{L}])(?:analy[sz]\p{L}*|analys\p{L}*|analis\p{L}*|auswert\p{L}*)(?![\p{L}])/iu;
// "Tu peux rendre ce message plus clair ?", "Kannst du mir eine Antwort schreiben?": a request
// asked politely, not a question to answer (unless it asks to be told or explained something).
const POLITE_REQUEST =
  /^¿?(?:kannst du|könntest du|können sie|könnten sie|hilfst du mir|tu peux|peux-tu|pouvez-vous|vous pouvez|pourriez-vous|tu pourrais|tu m.aides|(?:me )?puedes|(?:me )?podrías|(?:me )?ayudas|me (?:lo|la|los|las) \p{L}+(?:as|es)|você pode|(?:me )?pode|poderia|(?:me )?ajudas)(?![\p{L}])(?![^.!?\n]*(?:sagen|erklären|dire|expliquer|decir|explicar|dizer)(?![\p{L}]))/iu;
// Starts only where a sentence starts: from every position, a sentence with no "?" would be
// scanned again to its end (quadratic in its length).
const QUESTION_SENTENCE = /(?:^|(?<=[.!?:\n]))[^.!?:\n]*\?(?=\s|$)/g;

/** True when the text asks something and every question in it is a polite request. */
// A German date's ordinal ("am 15. Mai") ends no sentence.
const ORDINAL_DATE =
  /(?<=\d)\.(?=\s+(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)(?![\p{L}]))/giu;

function onlyPoliteRequests(text: string): boolean {
  if (!text.includes('?')) return false;
  const questions = text.replace(ORDINAL_DATE, ' ').match(QUESTION_SENTENCE) ?? [];
  // A Spanish question opens at its "¿", mid-sentence: "suena fatal, ¿me lo reescribes …?".
  const opened = (q: string) => (q.includes('¿') ? q.slice(q.lastIndexOf('¿')) : q).trim();
  return questions.length > 0 && questions.every((q) => POLITE_REQUEST.test(opened(q)));
}

export const RUNTIME_ERROR =
  /run-?time error|laufzeitfehler|erro em tempo de execução|error en tiempo de ejecución|erreur d.exécution/iu;
// A traceback, an "XError: …" line, a failed request from the browser console ("GET https://…
// 401 (Unauthorized)") or an API's error body ("message":"Authorization Error").
const PASTED_ERROR =
  /Traceback \(most recent call last\)|^\s*[\w.]*(?:Error|Exception):\s|^\s*(?:GET|POST|PUT|PATCH|DELETE)\s+\S+\s+[45]\d\d\b|"(?:message|error|error_description)"\s*:\s*"[^"\n]*(?:error|invalid|unauthori[sz]ed|forbidden|denied|expired)/im;
// A spreadsheet formula typed out ("=IF(D4=…", "tried =SUMIF("): an equals sign with the
// function glued to it, where code has "x = RGB(", and asks to change one rather than explain it.
// "=B5*C5+D5", "=(C2-D2)*131.25": cell references joined by an operator are a formula typed
// out too.
export const FORMULA_TYPED = /(?:^|\s)=(?:[A-Z][A-Z0-9.]*\(|\(*\$?[A-Z]{1,3}\$?\d+\s*[-+*/&^<>])/mu;
// A spreadsheet's own error value ("#VALUE!", "#DIV/0!", German "#WERT!"): a formula going wrong.
export const SHEET_ERROR_VALUE =
  /#(?:N\/A|VALUE!|REF!|DIV\/0!?|NAME\?|SPILL!|NUM!|NULL!|CALC!|NV|WERT!|BEZUG!|NOMBRE\?|VALOR!|VALEUR!|NOM\?)(?![\p{L}\p{N}])/u;
// What the user wants a formula to do ("want D to show % sold but stay blank", "I need a
// formula in G2 … shouldnt break with #DIV/0!"): a formula to write, the error value one of its
// edge cases, not a formula in hand to fix.
const FORMULA_DESCRIBED =
  /(?<![\p{L}])(?:want|wanted|need|needs|would like|i.?d like|trying to|what do i (?:put|use|type)|how (?:do|can) i (?:make|get|stop|show)|instead of|shouldn.?t|should not|so (?:it|that) (?:doesn.?t|does not|shows?)|(?:formula|formla|formular|f[oó]rmula|formule|formel) (?:in|for|to|that|which|para|pour|für))(?![\p{L}])/iu;
/** An error value with no formula typed or described: the formula to fix is not in hand. */
export function errorWithoutFormula(text: string): boolean {
  return SHEET_ERROR_VALUE.test(text) && !FORMULA_TYPED.test(text) && !FORMULA_DESCRIBED.test(text);
}
const FORMULA_FIX_ASK =
  /(?<![\p{L}])(?:fix|change|correct|improve|simplify|shorten|rewrite|adapt|modify|extend)(?![\p{L}])/iu;
// Code the prompt points at, pasted or to be pasted: "this function", "the query below".
const CODE_IN_HAND =
  /(?<![\p{L}])(?:what does (?:this|that)|(?:this|that)\s*:|(?:this|that|these|the|the following|my|our|attached|below|above)\s+(?:[\w-]+\s+)?(?:code|function|snippet|script|query|class|method|file|component|hook|module|program|regex|pattern|lines?|loop|stack trace|rungs?|ladder|macro|sketch)|(?:diesen?|dieses|folgenden?)\s+(?:code|funktion|skript)|(?:este|esta|el siguiente)\s+(?:código|función|script)|(?:ce|cette)\s+(?:code|fonction|script)|(?:este|esta|o seguinte)\s+(?:código|função|script))(?![\p{L}])/iu;
// A question typed without its question mark ("why isnt my sourdough rising"): one line that
// opens with a question word. Only wh-words: "is", "can" or "do" open requests as often.
// "como le digo a mi jefe …", typed without its accent, is a question too (a review of round 505).
const OPENING_QUESTION =
  /^\s*(?:why|how|what|when|where|who|which|warum|wieso|weshalb|was|wie|wann|wo|welche[rs]?|por qué|cómo|como(?= (?:le|les|se lo|se la|digo|pido|hago|puedo) )|cuándo|dónde|cuál(?:es)?|qué|pourquoi|comment|quand|où|quel(?:le)?s?|por que|quando|onde|qual|quais)(?![\p{L}])[^\n.!]*$/iu;
// A yes/no question typed without its question mark ("can a landlord keep the deposit …
// california"), and "how do I …" asked in the middle of a sentence: questions to answer.
// "Can you …" is a request, not a question. "If a witness swears on the stand do i interpret it
// as is or tone it down": the same question after its condition.
const ASKED_QUESTION =
  /^\s*(?:(?:if|when|wenn|si|se)\s[^\n.!?]{3,80}?[\s,](?=(?:do|should|can|must) (?:i|we)\s|is (?:that|this|it)\s))?(?:can|could|should|is|are|do|does|did|will|would|may|must|kann|darf|muss|puedo|puede|debo|peut|puis-je|dois-je|posso|pode|devo)\s+(?!(?:you|u|ya|du|usted|tu|vous|você)\s+(?:please\s+|pls\s+)?(?:write|make|create|draft|help|explain|give|tell|show|review|check|fix|translate|summari[sz]e|rewrite|turn|convert|build|do|generate|find|list|suggest|come up|put|plan|compare|proofread|edit|look|finish|continue|complete)\b)[^\n.!]*$|(?<![\p{L}])(?:how (?:do|can|should|would) (?:i|we)|what (?:do|should|can) (?:i|we) (?:do|say|put|write))(?![\p{L}])/iu;
// Programming languages and frameworks: context for any code task, not a task of their own.
// (These two treat Latin letters, accented ones included, as word characters: no Unicode mode.)
const CODE_LANGUAGES =
  /(?<![A-Za-z0-9_\u00C0-\u024F])(?:python|javascript|typescript|java|c#|c\+\+|golang|go \d|rust|ruby|php|kotlin|swift|bash|shell|powershell|react|vue|angular|svelte|node(?:\.js)?|django|flask|fastapi|express|spring(?: boot)?|rails|dart|flutter|scala|haskell|elixir|perl|lua|jest|pytest|pandas|docker|kubernetes|terraform|arduino|vba|micropython|circuitpython|apps script|autohotkey|matlab)(?![A-Za-z0-9_\u00C0-\u024F])/i;
// Code identifiers in running text: calls, camelCase, snake_case, dotted members.
// camelCase needs two lower-case letters before its capital: "kWh", "mAh", "iPhone" and "eBay"
// are units and brands (round 132 read a year of kWh readings as code to explain).
const CODE_TOKENS =
  /(?<![A-Za-z0-9_\u00C0-\u024F])(?:[a-z_$][\w$]*\([^()\n]{0,40}\)|(?!macOS)[a-z]{2,}[A-Z]\w+|[a-z]+_[a-z_]+\w*|\.\w+\(\))(?![A-Za-z0-9_\u00C0-\u024F])/;
// A regular expression written out: anchors with groups, lookarounds, escapes, classes.
const REGEX_LITERAL =
  /\(\?[=!<:]|\\[dwsb](?![\p{L}])[+*{?)]?|\[[a-z0-9]-[a-z0-9]\][+*{]|^\^\S+\$$|\s\^\S+\$(?:\s|$)/iu;

export interface TaskCandidate {
  task: TaskId;
  score: number;
}

export interface TaskDetection {
  task: TaskId;
  /** 0..1: how clearly the prompt asks for this task rather than another. */
  confidence: number;
  /** Every task with a positive score, best first. */
  candidates: TaskCandidate[];
}

const DELIVERABLE_TASKS: ReadonlySet<TaskId> = new Set([
  'email',
  'social-post',
  'article',
  'creative-writing',
  'support-reply',
]);
const MATERIAL_POINTER =
  /(?:^|[\s(])(?:this|that|these|those|my|our|his|her|their|the following|dies(?:e[nrms]?)?|meine?[nrms]?|unsere?[nrms]?|este|esta|estos|estas|mi|mis|nuestr[oa]s?|ce|cet|cette|ces|mon|ma|mes|notre|nos|esse|essa|meu|minha|nosso|nossa)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

/** Scores below this leave the task `general`. */
export const MIN_TASK_SCORE = 2;

// Greetings, politeness and "I don't get it," before the request ("j'y comprends rien, résume
// moi en 3 lignes"); a brief's label ("Task: Draft an email …" under a "Role:" line, round 175).
const FILLER =
  /^(?:(?:hey|hi|hello|hallo|hola|bonjour|olá|oi)[,!]?\s+)?(?:(?:#+\s*)?(?:task|request|the ask|ask|aufgabe|auftrag|tarea|t[âa]che|tarefa|pedido)\s*:|(?:can|could|would|will) (?:you|u|someone|anyone|somebody)(?: please| pls| plz)?|please|pls|plz|i (?:want|need|would like) you to|i(?:'d| would) like (?:you )?to|i want to|i need to|help me(?: to)?|kannst du(?: bitte)?|könntest du(?: bitte)?|bitte|ich möchte|ich brauche|por favor|¿?(?:me |te )?(?:lo |la |los |las )?(?:puedes|podrías|podés)|necesito|quiero|peux-tu|tu peux|tu pourrais|pouvez-vous|vous pouvez|pourriez-vous|je veux|j'ai besoin|s'il (?:te|vous) plaît|você pode|pode|preciso|quero|i don.?t (?:get|understand) (?:it|this|any of it|anything)|j.y comprends rien|je (?:n.y )?comprends rien|no entiendo nada|ich verstehe (?:das |gar )?nichts|não entendo nada)[,\s]+/iu;

const ROLE_SENTENCE =
  /^(?:#+\s*role\s*\n+|role:\s*)?\s*(?:(?:as an? |als (?:erfahrene[rn]? )?|como (?:un|una|um|uma) |en tant que )[^,\n.!?]{2,80},\s*|(?:you are|you're|act as|acting as|du bist|sie sind|agiere als|eres|actúa como|tu es|vous êtes|agis comme|você é|atue como|aja como)[^\n.!?]*[.!?\n]\s*)/iu;

// Sentences that open with an instruction (or a polite wrapper around one), in five languages.
const INSTRUCTION_START =
  /^(?:please |can you |can u |can someone |can anyone |could you |could u |could someone |would you |now |then |also )?(?:write|draft|create|make|give|generate|build|implement|fix|debug|review|check|explain|describe|summari[sz]e|translate|rewrite|rephrase|proofread|edit|tighten|shorten|trim|polish|tidy|simplify|condense|compare|plan|list|brainstorm|suggest|analy[sz]e|find|show|tell|help|turn|convert|reply|respond|answer|organi[sz]e|outline|prepare|propose|design|produce|provide|identify|calculate|estimate|recommend|evaluate|assess|extract|classify|rank|walk me through|schreib\w*|erstelle|gib|erkläre|fass\w*|übersetze|vergleiche|plane|antworte|mach\w*|hilf|formuliere|escrib\w*|crea|dame|explica|resume|traduce|compara|responde|haz\w*|ayúdame|écri\w*|ecri\w*|rédige|redige|crée|donne|explique|résume|traduis|compare|réponds|fais|aide|escreva|crie|dê|resuma|traduza|responda|faça|ajude|me ajud[ae]|ajuda|organiz\w+|reescribir|reescrever|réécrire|reformuler|reformular|umschreiben|comparer|traduire|résumer|expliquer|écrire|rédiger|corriger|comparar|traducir|traduzir|resumir|explicar|escribir|escrever|redactar|corregir|corrigir|montar|preparar|(?:i |we )?need (?:a|an|some|the)|(?:i.?m |we.?re )?looking for (?:a|an|some))(?![\p{L}])/iu;
// In French, Spanish and Portuguese a request is often "(vous pouvez) me + infinitive".
const CLITIC = /^(?:me|m'|m’|nos|nous|te|lui|le|la)\s*/iu;
const QUESTION_START =
  /^(?:¿|what|why|how|when|where|who|which|is|are|can|should|do|does|was|warum|wie|welche|qué|por qué|cómo|cuál|pourquoi|comment|quel|o que|por que|como|qual)(?![\p{L}])/iu;

/** True when a sentence opens with an instruction or a question (after politeness). */
export function opensInstruction(sentence: string): boolean {
  const text = sentence.trimStart().replace(FILLER, '');
  return INSTRUCTION_START.test(text) || QUESTION_START.test(text);
}

// "About 35 ppl" is a number, not the topic ("… about 35 ppl, help me plan it").
const TOPIC =
  /(?<![\p{L}])(?:about|on the topic of|regarding|concerning|über|zum thema|sobre|acerca de|sur|à propos de)\s(?!~?\d)/iu;

interface Opening {
  /** End of the paragraph the instruction is in. */
  paragraphEnd: number;
  /** End of leading role sentences. */
  roleEnd: number;
  /** Start of the instruction (after greetings and politeness). */
  start: number;
  /** End of its first two words (the imperative). */
  verbEnd: number;
  /** End of its first four words (the deliverable's noun). */
  nearEnd: number;
  /** End of its first eight words. */
  nounEnd: number;
  sentenceEnd: number;
  /** Where its topic starts ("about ..."), or the sentence end when it names none. */
  subjectStart: number;
}

/**
 * Where the instruction is: after role sentences and politeness; the first sentence that opens
 * with an instruction or a question when the prompt opens with context ("We have 14 services...
 * Give me a migration plan").
 */
const SENTENCE_START = /(?:[.!?]\s+|\n\s*)(?=\S)/g;
// A German modal question up to its infinitive: "Kannst du mir das bitte zusammenfassen?". Not
// "formulieren", which writes a new text ("eine Mail an Herrn Krämer formulieren") as often as
// it rewords one.
const GERMAN_MODAL_ASK =
  /^(?:kannst|könntest|würdest|magst) du(?![\p{L}])[^.?!\n]{0,160}?\s(?!formulieren)\p{L}+(?:en|ern|eln)(?=\s*[?.!]|\s*$)/iu;
const WORD_RUN = /\S+/g;

function openingOf(text: string): Opening {
  const firstLine = text.trimStart();
  let start = text.length - firstLine.length;
  for (let pass = 0; pass < 2; pass += 1) {
    const role = ROLE_SENTENCE.exec(text.slice(start));
    if (!role) break;
    start += role[0].length;
  }
  const roleEnd = start;
  const unwrap = (from: number) => {
    let at = from;
    for (let pass = 0; pass < 2; pass += 1) {
      const filler = FILLER.exec(text.slice(at));
      if (!filler) break;
      at += filler[0].length;
    }
    // "Vous pouvez me comparer …", "¿me puedes traducir …": a pronoun before the verb.
    const pronoun = CLITIC.exec(text.slice(at));
    if (pronoun && INSTRUCTION_START.test(text.slice(at + pronoun[0].length))) {
      at += pronoun[0].length;
    }
    return at;
  };
  // "Kannst du diesen Brief … in einfache Sprache umschreiben?": the German modal question's verb
  // comes last, so the whole question up to it counts as the imperative (a blind-panel round).
  let modalVerbEnd: number | undefined;
  const modalAt = (at: number) => {
    const modal = GERMAN_MODAL_ASK.exec(text.slice(at));
    if (modal) modalVerbEnd = at + modal[0].length;
    return modal !== null;
  };
  if (!modalAt(start)) start = unwrap(start);
  const first = text.slice(start);
  if (modalVerbEnd === undefined && !INSTRUCTION_START.test(first) && !QUESTION_START.test(first)) {
    // Look for the instruction among the next few sentences.
    const sentenceStarts = execAll(SENTENCE_START, first).slice(0, 8);
    for (const boundary of sentenceStarts) {
      const sentenceAt = start + (boundary.index ?? 0) + boundary[0].length;
      if (modalAt(sentenceAt)) {
        start = sentenceAt;
        break;
      }
      const at = unwrap(sentenceAt);
      if (INSTRUCTION_START.test(text.slice(at))) {
        start = at;
        break;
      }
    }
  }
  const rest = text.slice(start);
  const sentence = /^[^\n.!?]*[.!?]?/.exec(rest)?.[0] ?? rest;
  const wordEnds = execAll(WORD_RUN, sentence).map(
    (match) => start + (match.index ?? 0) + match[0].length,
  );
  const end = start + sentence.length;
  const blank = /\n\s*\n/.exec(rest);
  const topic = TOPIC.exec(sentence);
  return {
    subjectStart: topic ? start + topic.index + topic[0].length : end,
    paragraphEnd: blank ? start + blank.index : text.length,
    roleEnd,
    start,
    verbEnd: modalVerbEnd ?? wordEnds[1] ?? end,
    nearEnd: wordEnds[3] ?? end,
    nounEnd: wordEnds[7] ?? end,
    sentenceEnd: end,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const blank = (span: string) => span.replace(/[^\n]/g, ' ');

/** Fenced code and tagged blocks (`<source>...</source>`) blanked out, offsets kept. */
export function withoutBlocks(text: string): string {
  const blocks =
    text.includes('```') || text.includes('<')
      ? text.replace(/```[\s\S]*?(?:```|$)|<([a-z_][\w-]*)>[\s\S]*?<\/\1>/gi, blank)
      : text;
  return withoutPastedProse(blocks, text);
}

// "can u tldr this for me", then an e-mail: the e-mail's "must" and its length are not the
// user's format or constraints. A first paragraph that asks to work on something it points at
// ("summarize this", "make this sound less rude", "übersetze diesen Text") with text under it:
// what is under it is material.
const POINTS_AT_PASTE =
  /(?<![\p{L}])(?:this|these|the following|below|underneath|dies(?:e[nrs]?)?|folgende[nr]?|unten|darunter|este|esta|estos|estas|esto|abajo|ce|cet|cette|ces|ceci|suivant[es]?|là-dedans|ci-dessous|isto|isso|esse|essa|abaixo)(?![\p{L}])/iu;
// German "das" points at the text only as a pronoun ("kannst du das freundlicher formulieren"),
// not as the article of a capitalised noun ("das Anschreiben"): matched case-sensitively.
const DAS_PRONOUN = /(?<![\p{L}])[Dd]as(?![\p{L}])(?!\s+\p{Lu})/u;
const pointsAtPaste = (request: string) =>
  POINTS_AT_PASTE.test(request) || DAS_PRONOUN.test(request);
const WORKS_ON_PASTE =
  /(?<![\p{L}])(?:summari[sz]e|sum (?:this|it) up|tl;?dr|recap|rewrite|rephrase|reword|make (?:this|it)|make my \p{L}+ better|translate|hazme|hazlo|mach (?:das|den|die|es)|rends|deix[ae]|klingen|proofread|edit|fix|shorten|simplify|polish|tidy|clean up|reply|respond|answer|explain|review|check|improve|turn (?:this|these)|what does|zusammenfass\p{L}*|fass\p{L}* (?:\p{L}+ )?zusammen|übersetz\p{L}*|umschreib\p{L}*|formulier\p{L}*|resum\p{L}*|traduc\p{L}*|tradu[zi]\p{L}*|reescrib\p{L}*|reescrev\p{L}*|corrig\p{L}*|reformul\p{L}*|résum\p{L}*|réécri\p{L}*|responde\p{L}*|réponds)(?![\p{L}])/iu;
const PASTED_PROSE_WORDS = 8;
// A statement of SQL, or lines ending the way code lines do.
const PASTED_CODE_LINES =
  /\b(?:SELECT|INSERT|UPDATE|DELETE|CREATE|WITH)\b[\s\S]*?\b(?:FROM|INTO|SET|TABLE|AS)\b|[;{}]\s*$/m;
const POINTING_REQUEST_WORDS = 30;
// How a paragraph of the user's own opens after the pasted text: "Output a table…", "Keep it…".
const TRAILING_INSTRUCTION =
  /^\s*(?:output|format|use|return|keep|include|list|add|put|make sure|don.t|do not|avoid|limit|respond|reply|answer|write|give|focus|ignore)(?![\p{L}])/iu;

// "^ can you …", "the paragraph above": a request pointing back at the text over it.
const POINTS_UP = /^\s*\^|(?<![\p{L}])(?:above|oben|arriba|ci-dessus|acima)(?![\p{L}])/iu;

const BARE_REQUEST_WORDS = 4;
const SHORT_FIRST_LINE = 6;
const BARE_WORK =
  /^\s*(?:pls |please |can you |could you )?(?:summari[sz]e|sum (?:it|this) up|tl;?dr|translate|rewrite|rephrase|reword|proofread|explain|simplify|shorten|zusammenfassen|übersetzen|resume|resumir|traduce|traduire|résume|traduza)(?![\p{L}])/iu;
// "what they want from me?", "what does it mean": a question about the text above.
const ASKS_ABOUT_IT =
  /(?<![\p{L}])(?:what (?:do |does |did )?(?:they|he|she|it|this|that|the letter|the email) (?:want|mean|say|ask)|what(?:.?s| is) (?:this|that|it) (?:\p{L}+ )?doing)(?![\p{L}])/iu;

const POINTS_DOWN =
  /(?<![\p{L}])(?:below|the following|underneath|unten|darunter|folgende[nr]?|abajo|a continuación|ci-dessous|suivant[es]?|abaixo|a seguir)(?![\p{L}])/iu;

// Runs of non-space characters: what a pasted table or a log line counts as words (text.ts's
// wordCount counts word tokens and skips "|---]").
const spacedWords = (text: string) => text.trim().split(/\s+/).length;

/** Prose, not code, a query or a table of figures: what task detection may blank out. */
const pastedProse = (text: string) =>
  spacedWords(text) >= PASTED_PROSE_WORDS &&
  !hasCodeMaterialIn(text) &&
  !PASTED_CODE_LINES.test(text) &&
  !hasDataTable(text);

/** Where prose pasted under a short pointing request starts, or -1 when there is none. */
export function pastedProseStart(text: string): number {
  let breakAt = text.search(/\n\s*\n/);
  // "tidy these up" on its own line over the notes, with no blank line between.
  const firstLine = text.indexOf('\n');
  // Or a longer first line that points at the text under it and works on it ("Tu peux
  // reformuler ce message pour qu'il fasse plus pro ? C'est pour mon manager", then the message).
  const head = firstLine > 0 ? text.slice(0, firstLine) : '';
  if (
    firstLine > 0 &&
    (spacedWords(head) <= SHORT_FIRST_LINE ||
      (spacedWords(head) <= POINTING_REQUEST_WORDS &&
        pointsAtPaste(head) &&
        WORKS_ON_PASTE.test(head) &&
        !POINTS_UP.test(head) &&
        // Not a brief that goes on in its own list ("… Requirements:", then "- plain, warm").
        !/:\s*$/.test(head) &&
        !LIST_ITEM.test(text.slice(firstLine + 1).trimStart())))
  ) {
    breakAt = breakAt < 0 ? firstLine : Math.min(breakAt, firstLine);
  }
  if (breakAt < 0) return labelledPasteStart(text, 0) ?? -1;
  const request = text.slice(0, breakAt);
  // A request of any length, then "---" and the text it points at ("me ha llegado este correo.
  // Ayúdame a contestar: …" over "---" and the e-mail): the rule line marks the paste.
  const ruled = /^\s*[-*_=]{3,}\s*\n/.test(text.slice(breakAt)) && pointsAtPaste(request);
  // "tldr pls" or "translate pls" alone over the text points down at it by being all there is,
  // as it points back when typed under it (a blind-panel round gave a pasted supplier's letter an
  // empty block to paste the text into, −1.00).
  const bare = spacedWords(request) <= BARE_REQUEST_WORDS && BARE_WORK.test(request);
  // "tldr? what do I actually have to do here" over a letter: "tldr" has nothing else to work on.
  const tldr =
    /^\s*tl;?dr(?![\p{L}])/iu.test(request) && spacedWords(request) <= POINTING_REQUEST_WORDS;
  const pointing =
    ruled ||
    bare ||
    tldr ||
    (spacedWords(request) <= POINTING_REQUEST_WORDS &&
      pointsAtPaste(request) &&
      WORKS_ON_PASTE.test(request));
  // Pasted code stays readable to task detection: a query under "why does this return
  // duplicates" is what makes it SQL.
  if (!pointing || !pastedProse(text.slice(breakAt))) return labelledPasteStart(text, 0) ?? -1;
  return labelledPasteStart(text, breakAt) ?? breakAt;
}

// "Their email:", "Customer's message:", "Mensaje de ella:" on a line of its own: where the paste
// starts when the user's own paragraphs come first.
const PASTE_LABEL =
  /^[ \t]*(?:(?:their|his|her|the|my|our|customer.?s?|client.?s?|guest.?s?|original|here.?s (?:the|their|his|her)|here is (?:the|their|his|her))\s+)?(?:e-?mail|message|mail|review|complaint|letter|comment|text|post|reply|enquiry|inquiry|note|draft|current version|entwurf|borrador|brouillon|rascunho|nachricht|mensaje|message d.\p{L}+|mensagem|(?:e-?mail|nachricht|mensaje|mensagem|message) (?:de|von|from|dela|dele|d.elle) ?\p{L}*)[ \t]*(?:below|here|is)?[ \t]*:[ \t]*$/imu;
// How the user's own paragraphs read: in the first person, or an instruction.
const OWN_PARAGRAPH =
  /(?<![\p{L}])(?:i|i.m|i.d|i.ve|we|we.re|we.d|our|us|my|me|keep it|sign (?:it )?off|don.t|do not|ich|wir|unser\p{L}*|yo|nosotros|nuestr\p{L}*|je|nous|notre|nos|eu|nós|nosso\p{L}*)(?![\p{L}])/iu;

/**
 * "Need a reply to the email below." then "Context: our T&Cs say …", "Keep it under 200 words …"
 * and only then "Their email:" over the e-mail: the paragraphs between are the user's own (round
 * 276 read "polite and British" as the customer's and added a stock tone line). A long brief with
 * no pointing first line ends at its "Draft:" line the same way: the draft's "formal action" is not
 * the user's word beside their "informal letter" (round 299, −1.17 for a made-up contradiction).
 */
function labelledPasteStart(text: string, breakAt: number): number | undefined {
  const rest = text.slice(breakAt);
  const label = PASTE_LABEL.exec(rest);
  if (!label || label.index === 0) return undefined;
  const between = rest.slice(0, label.index);
  const start = breakAt + label.index + label[0].length;
  if (!OWN_PARAGRAPH.test(between) || !pastedProse(text.slice(start))) return undefined;
  return start;
}

/**
 * Where a short request under pasted prose starts ("finish this paragraph and make it sound less
 * clunky" under a paper's paragraph), or -1 when there is none. The paragraph's own words ("In
 * contrast to previous studies") are not the request's (a blind-panel round, −1.83).
 */
export function pastedProseEnd(text: string, original = text): number {
  if (!text.includes('\n')) return -1;
  const breaks = [...text.trimEnd().matchAll(/\n\s*\n/g)];
  // A letter with the request typed on the line under it ("Yours sincerely, … / got this today
  // about my husbands council tax. what does this mean??"): the last line is the request.
  const lineBreak = /\n(?=[^\n]*$)/.exec(text.trimEnd());
  // The last paragraph, or else the last line ("Salary: €55k … Amsterdam." / "tldr this. what
  // do they actually want": the line under a job ad's last paragraph).
  const last = breaks.at(-1) ?? lineBreak ?? undefined;
  const at = requestAfter(text, original, last?.index);
  // Only a line of words under text of the same paragraph: not the line after a blank line, nor
  // the last line of pasted code ("summarise(n_genes = n_distinct(gene))").
  const lineUnder =
    lineBreak !== null &&
    last !== undefined &&
    text.slice(last.index, lineBreak.index).trim() !== '' &&
    !CODE_LINE_END.test(text.slice(lineBreak.index).trim());
  return at >= 0 || !lineUnder ? at : requestAfter(text, original, lineBreak.index);
}

// How a line of code shows: a call, a pipe, an assignment or a brace.
const CODE_LINE_END = /\w\(|%>%|[;{}]|\s=\s|=>/u;

// "summarise that for our referees' whatsapp group" under the text: "that" right after the verb
// points back at it (a blind-panel round gave it an empty block to paste the text into).
const WORK_ON_THAT =
  /(?<![\p{L}])(?:summari[sz]e|sum up|translate|rewrite|rephrase|reword|shorten|simplify|explain|proofread|tidy up|reply to|answer) (?:all )?(?:that|those)(?![\p{L}])/iu;
const OPTION_LINES = /^\s*(?:option\s+)?A[:).]\s[\s\S]*^\s*(?:option\s+)?B[:).]\s/imu;
const REPLY_TO_NAME =
  /^(?:pls |please |can you |could you |can u )?(?:reply|respond|answer|write back|antworte|responde|réponds|responda)(?: to| an| a| à)? (\p{Lu}?\p{Ll}{2,})(?![\p{L}])/u;

function requestAfter(text: string, original: string, index: number | undefined): number {
  // The request must end the prompt: "Review the function below …" over a fenced block points
  // down at the code, and the paragraph above it is the user's own brief.
  if (index === undefined || original.slice(index) !== text.slice(index)) return -1;
  // "---" then "how do I answer this. the overtime was submitted late …": the request's first
  // sentence points back; what follows is the user's brief, however long.
  const request = text.slice(index).replace(/^\s*(?:[-*_=]{3,}\s*\n)?/, '');
  // The first sentence, or the first two ("got this today about my husbands council tax. what
  // does this mean??").
  const opening = /^[^\n.!?]*[.!?]*/.exec(request)?.[0] ?? request;
  const lead = /^[^\n.!?]*[.!?]*[^\n.!?]*[.!?]*/.exec(request)?.[0] ?? request;
  const points = (sentence: string) =>
    spacedWords(sentence) <= POINTING_REQUEST_WORDS &&
    (pointsAtPaste(sentence) ||
      POINTS_UP.test(sentence) ||
      ASKS_ABOUT_IT.test(sentence) ||
      WORK_ON_THAT.test(sentence)) &&
    !POINTS_DOWN.test(sentence) &&
    (WORKS_ON_PASTE.test(sentence) || ASKS_ABOUT_IT.test(sentence));
  // "summarise pls", "tldr??" alone under the text point back by being all there is.
  const bare = spacedWords(request) <= BARE_REQUEST_WORDS && BARE_WORK.test(request);
  // "reply to marco saying …" under a message signed "Marco": the reply is to the text above.
  const toSender = REPLY_TO_NAME.exec(request.trimStart())?.[1];
  const repliesToSender =
    toSender !== undefined &&
    new RegExp(`(?<![\\p{L}])${toSender}(?![\\p{L}])`, 'iu').test(text.slice(0, index));
  const pointing = bare || repliesToSender || points(opening) || points(lead);
  // Read above the request as pasted: code blanked out in `text` still counts as code, so a
  // brief with a fenced script and its own output rules is not taken for pasted prose.
  return pointing && pastedProse(original.slice(0, index)) ? index : -1;
}

// A paragraph the user labelled as part of their brief: a label line of its own ("Facts you can
// rely on:") or a brief's usual label ("Tone: warm …"); not the label of pasted material
// ("Customer email:", "From: …", "Ticket:") nor a pasted document's first line ("Policy HS-114:
// Administration of …").
const BRIEF_LABEL =
  /^\s*(?:(?:tone|structure|format|length|style|voice|audience|readers?|requirements?|rules?|constraints?|context|background|facts?|output(?: format)?|deliverables?|goal|task|sign[- ]?off|criteria|ton|stil|umfang|länge|kontext|anforderungen|regeln|tono|estilo|extensión|contexto|requisitos|reglas|longueur|contexte|exigences|règles|extensão|regras)(?![\p{L}])[^:\n]{0,30}:|[\p{L}][\p{L}\p{N} ’'()/-]{0,40}:\s*$)/iu;
const MATERIAL_LABEL =
  /^\s*(?:from|to|cc|bcc|subject|date|sent|re|fwd|[\p{L} ’'-]*(?:e-?mails?|messages?|texts?|notes|transcripts?|threads?|letters?|reviews?|comments?|posts?|drafts?|paragraphs?|chats?|logs?|minutes|report|mail|tickets?|complaints?|enquir(?:y|ies)|inquir(?:y|ies)|feedback|responses?|answers?|questions?|nachricht|correo|mensaje|courriel|mensagem))\s*:/iu;

// "We're looking for a Customer Success Manager to join …" opens a pasted job ad, not the user's
// own "I'm looking for a script that …" (a blind-panel round).
const AD_OPENING = /^(?:we.?re|we are) (?:looking|hiring)/iu;

/** The text with prose pasted above or below the request blanked out, offsets kept. */
export const withoutPaste = (text: string): string => withoutPastedProse(text, text);

function withoutPastedProse(text: string, original: string): string {
  // "^ need to reply to this" under a message that itself says "my check this week": the arrow
  // settles which paragraph is the user's (a blind-panel round).
  const end = pastedProseEnd(text, original);
  const up = end >= 0 && POINTS_UP.test(text.slice(end).trimStart().slice(0, 40));
  const at = up ? -1 : pastedProseStart(text);
  if (at < 0) {
    return end < 0 ? text : blank(text.slice(0, end)) + text.slice(end);
  }
  // "---", the sponsor's e-mail, "---", then "My numbers: … Keep it friendly, under 200 words":
  // the rule line that closes the paste hands the prompt back to the user (round 129).
  // Only one pair of rules: a thread ruled off message by message ("---", "From: Dan", "---",
  // "From: Priya") is material throughout, and so is a tail that opens like another message.
  const rules = [...text.slice(at).matchAll(/^[ \t]*[-*_=]{3,}[ \t]*$/gm)];
  const closing = rules.length === 2 ? rules[1] : undefined;
  const tailAt = closing ? at + closing.index + closing[0].length : text.length;
  const ruledAt = MESSAGE_OPENING.test(text.slice(tailAt)) ? text.length : tailAt;
  // A message pasted in quotation marks ends at its closing mark: "… I'm honestly thinking about
  // pulling both girls.", then "Our policy is … Write me a reply that owns the mistake" is the
  // user's again (round 181 lost that tone and got the stock one).
  const quoted = QUOTED_PASTE.exec(text.slice(at));
  const closeAt = quoted && at + quoted[0].length < ruledAt ? at + quoted[0].length : ruledAt;
  const rest = text.slice(at, closeAt);
  const starts = [0, ...[...rest.matchAll(/\n\s*\n/g)].map((match) => match.index)];
  const paragraphs = starts.map((start, index) => rest.slice(start, starts[index + 1]));
  const lastWithText = paragraphs.findLastIndex((paragraph) => paragraph.trim() !== '');
  return (
    text.slice(0, at) +
    paragraphs
      .map((paragraph, index) => {
        const body = paragraph.trim();
        // The user's brief goes on under labels of their own, and a last paragraph that opens
        // with an instruction ("Output a markdown table with …") is the user's again.
        const own =
          (BRIEF_LABEL.test(body.split('\n')[0] ?? '') && !MATERIAL_LABEL.test(body)) ||
          (index === lastWithText &&
            (opensInstruction(body) || TRAILING_INSTRUCTION.test(body)) &&
            !AD_OPENING.test(body));
        return own ? paragraph : blank(paragraph);
      })
      .join('') +
    text.slice(closeAt)
  );
}

// A message in single quotes ends at the quote that closes a line ('… Regards, Keith Blundell'),
// whatever apostrophes it holds ("I've"), and the next line is the user's again: "want to
// apologise … keep it short and friendly" (round 264 lost that tone and got the stock one).
const QUOTED_PASTE = /^\s*(?:["“«„][\s\S]*?["”»“][ \t]*(?=\n[ \t]*\n)|'[\s\S]*?'[ \t]*(?=\n))/u;
const MESSAGE_OPENING =
  /^\s*(?:from|to|subject|date|sent|cc|von|an|betreff|de|para|asunto|objet|hi|hello|hey|dear|hallo|liebe[rs]?|hola|querid[oa]|bonjour|salut|olá|oi)\b/iu;

// "The 36" mirror came cracked": an inch mark, followed by a word, neither opens nor closes a
// quoted passage (a review of round 499's fix: the quote around it had been cut short).
const INCH_MARK = /(?<=\d)"(?=[ \t]?\p{L})/gu;
const INCH = '\u2033';
/** Quoted passages blanked out, offsets kept. */
function withoutQuotes(text: string): string {
  const blanked = text.replace(INCH_MARK, INCH).replace(
    // A single-quoted passage may hold apostrophes ("don't"): it ends at a quote that is
    // followed by a space, punctuation or the end. A line quoted "> " as in a mail or an issue
    // ("> Since updating HA … doesn't load AT ALL") is someone else's words too (round 119 read
    // a user's bug report, to be answered, as a bug to fix).
    // A passage of several lines quoted from its first line to its last (a review pasted in
    // quotes) is one quotation: its "couldn't complain to anyone" is not the user’s (round 136).
    // An inch mark after a number opens no passage, nor does the quote that closes it: in
    // "stilts 24in", "18"". I want a regex …" the request itself was blanked and read as SQL
    // (round 499, −2.17).
    /(?<!\d)(?<!\d")"[^"\n]{8,}"|^"[^"]{8,}"$|“[^”\n]{8,}”|„[^“”\n]{8,}[“”]|«[^»\n]{8,}»|(?<=^|[\s:(])'[^\n]{8,}?'(?=$|[\s.,;:!?)])|^[ \t]*>[ \t][^\n]{8,}/gm,
    blank,
  );
  // The inch marks come back as typed (offsets are kept, so each stands where it stood).
  return blanked.replace(/\u2033/gu, (mark, offset: number) => text[offset] ?? mark);
}

/** Quoted passages, code and tagged blocks are material, not instructions: blanked out. */
export function instructionText(text: string): string {
  return withoutQuotes(withoutBlocks(text));
}

function scoreCues(head: string, opening: Opening, english: boolean): Map<TaskId, number> {
  const role = head.slice(0, opening.roleEnd);
  const body = head.slice(opening.roleEnd);
  const scores = new Map<TaskId, number>();
  // Patterns whose words start with letters no word of the prompt starts with are skipped.
  const starts = wordStarts(head);
  // "does changing the url slug of an old article hurt seo", "qual o melhor horário pra postar no
  // instagram?": a question that asks for nothing to be written names deliverables as its topic.
  const firstLine = body.trim().split('\n')[0] ?? '';
  const questionOnly =
    (OPENING_QUESTION.test(firstLine) || ASKED_QUESTION.test(firstLine)) &&
    !ASKS_TO_WRITE.test(body);
  for (const [task, cues] of Object.entries(CUES) as Array<
    [Exclude<TaskId, 'general'>, readonly Cue[]]
  >) {
    let score = 0;
    for (const found of cues) {
      const { weight, verb } = found;
      // The request after any role sentence decides; a role sentence ("a lawyer summarising a
      // contract") hints.
      const inBody = execCue(found, body, english, starts);
      if (!inBody) {
        if (opening.roleEnd > 0 && execCue(found, role, english, starts)) score += weight * 0.6;
        continue;
      }
      const at = inBody.index + opening.roleEnd;
      const inOpening = at >= opening.start;
      // The imperative that opens the request names the task; a verb later on is a side task.
      // The deliverable's noun sits right after it. Later paragraphs carry material or rules.
      let factor = at >= opening.paragraphEnd ? 0.5 : 0.8;
      if (verb) factor = inOpening && at < opening.verbEnd ? 2 : 0.6;
      else if (inOpening && at < opening.nearEnd) factor = 1.8;
      else if (inOpening && at < opening.nounEnd) factor = 1.4;
      else if (inOpening && at < opening.sentenceEnd) factor = 1;
      // The topic of a request ("a blog post about code review") is not its task.
      if (at >= opening.subjectStart && at < opening.sentenceEnd) factor *= 0.4;
      if (!verb && DELIVERABLE_TASKS.has(task) && questionOnly) factor *= 0.5;
      // "this email", "my blog post": a deliverable's noun after a pointer names the material
      // the request works on, not what it asks for.
      if (
        !verb &&
        DELIVERABLE_TASKS.has(task) &&
        MATERIAL_POINTER.test(head.slice(Math.max(0, at - 24), at))
      ) {
        factor *= 0.5;
      }
      score += weight * factor;
    }
    if (score > 0) scores.set(task, score);
  }
  return scores;
}

const add = (scores: Map<TaskId, number>, task: TaskId, points: number) =>
  scores.set(task, (scores.get(task) ?? 0) + points);

/** Hands one task's points to another: the words that scored them point at `to`, not `from`. */
function moveScore(scores: Map<TaskId, number>, from: TaskId, to: TaskId): void {
  const points = scores.get(from);
  if (points === undefined) return;
  scores.delete(from);
  add(scores, to, points);
}

const CODE_TASKS: readonly TaskId[] = [
  'code-write',
  'code-debug',
  'code-review',
  'code-explain',
  'sql',
  'regex',
  'formula',
  'data-analysis',
];

// Transcripts of things that are not meetings, and words that make one a meeting after all.
// "A podcast transcript", and "this transcript chunk from our podcast episode".
const NOT_MEETING_KIND =
  '(?:podcast|interview|lecture|video|youtube|webinar|talk|episode|keynote|sermon|class|course|documentary|panel|speech|handover|hand-over|shift log|vorlesung|vortrag|übergabe|entrevista|conferencia|charla|clase|conférence|cours|palestra|aula)s?';
// "User interview notes" are research notes, like an interview's transcript: no meeting. A
// podcast's "show notes" neither (round 143 asked for [owner?] in them).
const TRANSCRIPT =
  '(?:transcripts?|notes|transkript\\w*|transcripci[óo]n|transcription|transcrição)';
const NOT_A_MEETING = new RegExp(
  `(?<![\\p{L}])(?:${NOT_MEETING_KIND}\\s+${TRANSCRIPT}|${TRANSCRIPT}(?:\\s+[\\p{L}']+){0,5}?\\s+${NOT_MEETING_KIND}|show ?notes)(?![\\p{L}])`,
  'iu',
);
const TIDY_UP =
  /(?<![\p{L}])(?:tidy|clean (?:these|this|them|it) up|clean up|write (?:these|this|them|it) up|sort (?:these|this|them) out)(?![\p{L}])/iu;
const MEETING =
  /(?<![\p{L}])(?:meetings?|mtg|stand-?ups?|minutes|action[- ]items?|(?:video|zoom|teams|conference|planning|team|family) calls?|besprechung|reuni[óo]n|réunion|reunião)(?![\p{L}])/iu;

// A table pasted whole: consecutive lines split by pipes, tabs or commas (two cells or more; a
// markdown rule "|---|---|" continues it).
const TABLE_SEPARATORS = ['|', '\t', ','] as const;
const TABLE_RULE = /^[\s|:-]+$/;
export interface PastedTable {
  /** Lines in the longest run, header and rule included. */
  rows: number;
  /** Of those, the lines with a number in them. */
  numeric: number;
}
export function pastedTable(text: string): PastedTable {
  let best: PastedTable = { rows: 0, numeric: 0 };
  for (const separator of TABLE_SEPARATORS) {
    if (!text.includes(separator)) continue;
    let run: PastedTable = { rows: 0, numeric: 0 };
    for (const line of text.split('\n')) {
      const rule = separator === '|' && line.includes('-') && TABLE_RULE.test(line);
      if (rule || line.split(separator).length > 2) {
        run = { rows: run.rows + 1, numeric: run.numeric + (!rule && /\d/.test(line) ? 1 : 0) };
        if (run.rows > best.rows) best = run;
      } else {
        run = { rows: 0, numeric: 0 };
      }
    }
  }
  // Columns aligned with spaces ("1/5    148/88   139/84"): a row has three cells or more, two
  // of them figures; code's own alignment rarely does. Or two columns, a label and a figure
  // ("sep  212", "oct  218" under "month  members": a blind-panel round read it as a question).
  let run: PastedTable = { rows: 0, numeric: 0 };
  for (const line of text.split('\n')) {
    const cells = line.trim().split(/ {2,}/);
    const figures = cells.filter((cell) => FIGURE_CELL.test(cell)).length;
    const labelled = cells.length === 2 && figures === 1 && FIGURE_CELL.test(cells[1] ?? '');
    const row = cells.length > 2 ? figures >= 2 : labelled;
    if (cells.length >= 2 && (row || run.rows === 0)) {
      run = { rows: run.rows + 1, numeric: run.numeric + (row ? 1 : 0) };
      if (run.numeric > best.numeric) best = run;
    } else {
      run = { rows: 0, numeric: 0 };
    }
  }
  // A label and a figure with one space between ("Dry Bramley 412", "Spiced (only nov-dec) 96"):
  // four rows or more, so a short list of steps or versions is no table (round 184 read cider
  // sales by flavour as a question).
  let listed = 0;
  for (const line of text.split('\n')) {
    listed = LABEL_FIGURE_LINE.test(line) ? listed + 1 : 0;
    if (listed >= LABEL_FIGURE_ROWS && listed > best.numeric)
      best = { rows: listed, numeric: listed };
  }
  return best;
}
const LABEL_FIGURE_LINE =
  /^\s*\p{L}[^\n\d]{2,40}? [$£€]?\d[\d.,]*\d(?:\s?(?:kg|g|l|%|cases|units|bottles))?\s*$/iu;
const LABEL_FIGURE_ROWS = 4;
const FIGURE_CELL = /^[$£€]?\d[\d.,/:%+-]*(?:\s?(?:kg|g|mm|cm|m|km|ml|l|h|min|s|%))?$/iu;
// Three rows of figures or more: the request is about those data ("what stands out?", "which
// batches look off?"), whatever words it uses.
const DATA_ROWS = 3;
export const hasDataTable = (text: string) => pastedTable(text).numeric >= DATA_ROWS;
// A question asked in the request itself, not only at its end ("Can we claim Gift Aid on …?
// Short answer please."): a question mark closing a sentence of the user's own.
export const QUESTION_INSIDE = /\?(?=\s|$)/;

/** A question, with its question mark or without ("is this overfitting or am i overthinking it"). */
export function asksQuestion(text: string): boolean {
  const firstLine = text.trim().split('\n')[0] ?? '';
  return (
    QUESTION_INSIDE.test(text) || OPENING_QUESTION.test(firstLine) || ASKED_QUESTION.test(firstLine)
  );
}

const WORKS_ON_A_WORK =
  /(?:summari[sz]\p{L}*|sum up|recap|tl;?dr|translat\p{L}*|analy[sz]\p{L}*|explain\p{L}*|review|critique|zusammenfass\p{L}*|übersetz\p{L}*|resum\p{L}*|tradu\p{L}*|analis\p{L}*|analys\p{L}*)[^.\n]{0,60}?(?<![\p{L}])(?:chapters?|novels?|stor(?:y|ies)|books?|poems?|plays?|films?|movies?|episodes?|kapitel|romans?|capítulos?|chapitres?|livros?|libros?)(?![\p{L}])/iu;

const NAMING_SCHEME =
  /naming (?:convention|scheme|system|structure)|(?:sistema|esquema|convenção|padrão) de (?:nomes|nomenclatura)|(?:sistema|convención|esquema) de (?:nombres|nomenclatura)|convention de nommage|namens(?:konvention|schema)|benennungs\p{L}*/iu;

// The user is the customer ("je veux le remboursement", "I want my money back"): a complaint to
// write to a company, not a support reply on the company's behalf.
// A pasted e-mail's header lines, and what makes a message a complaint to answer.
const EMAIL_HEADERS =
  /^(?:from|sent|subject|date|to|cc|von|gesendet|betreff|de|asunto|objet|assunto):[^\n]*$/imu;
const COMPLAINT =
  /(?<![\p{L}])(?:complain\p{L}*|refund\p{L}*|angry|upset|unhappy|frustrat\p{L}*|furious|disgrac\p{L}*|disgust\p{L}*|disappoint\p{L}*|unacceptable|ridiculous|rude|terrible|awful|appalling|worst|fed up|again|sort (?:it|this) out|fix this|not good enough|(?:second|third|fourth) time)(?![\p{L}])/iu;

// The user as the buyer or the one offered a deal ("reply to this sponsor … I want to counter",
// round 129): an e-mail of the user's own, not a business's support reply.
const SUPPLIER_SIDE =
  /(?<![\p{L}])(?:(?:as a|our|the|my|this|a) (?:supplier|vendor|contractor|subcontractor|landlord|letting agent|wholesaler|sponsor|brand|recruiter|publisher|label|distributor|investor)|sponsorship (?:offer|deal|email)|publishing (?:deal|offer|contract)|brand deal|buying from them|lieferant\p{L}*|proveedor\p{L}*|fournisseur\p{L}*|fornecedor\p{L}*)(?![\p{L}])/iu;
// "Reply to this ticket", "Ticket #SD-48102": a support desk's ticket.
const SUPPORT_TICKET =
  /(?<![\p{L}])(?:(?:this|the|a|that|support|helpdesk|help desk|service desk) ticket|ticket #?[A-Z]*-?\d)(?![\p{L}])/iu;
const CUSTOMER_WORD =
  /(?<![\p{L}])(?:customers?|clients?|guests?|patients?|tenants?|buyers?|members?|reviews?|kund\p{L}*|clientes?|huésped\p{L}*|hôtes?|hóspedes?)(?![\p{L}])/iu;
const BARE_HELP =
  /^\s*(?:help|help me|help pls|help please|pls help|please help|hilfe|ayuda|aide|ajuda)[\s.!?]*$/iu;

// "Me llegó este correo de la residencia", "got this letter from the council": a message the
// user received from an organisation, so the reply is the user's own e-mail, not a business's
// support reply (a blind-panel judge, −1.0, for "say what happens next and how to contact you").
// "Can you write a reply to this from the council": an authority's letter to the user's business,
// answered by the user's own letter, not a support reply (round 252).
const RECEIVED_FROM =
  /(?<![\p{L}])(?:(?:reply|respond|answer|response) to (?:this|that|the) (?:(?:letter|email|e-mail|notice) )?from (?:the|our|my) (?:local )?(?:council|landlord|insurer|bank|hmrc|dvla|licensing|planning|regulator|police|tax office|housing association)|(?:got|received|had|get) (?:this|these|an?|the following)(?: \p{L}+)?(?: (?:email|e-mail|letter|message|mail|text|notice|note))? from (?:the|my|our)|(?:me )?(?:llegó|lleg[oó]|ha llegado|recibí|he recibido) (?:este|esta|un|una) (?:correo|mensaje|email|e-mail|carta|aviso) de(?:l| la| el| mi| nuestr[ao])|(?:j.ai reçu|je viens de recevoir|on m.a envoyé) (?:ce|cette|un|une) (?:mail|e-mail|message|courrier|lettre|courriel) d(?:u|e la|e l.|e mon|e ma|e notre)|(?:recebi|chegou) (?:este|esse|esta|essa|um|uma) (?:email|e-mail|mensagem|carta) d(?:a|o|e minha|e meu|a minha|o meu|a nossa|o nosso)|(?:diese|eine|folgende) (?:mail|e-mail|nachricht|brief|mitteilung) (?:vom|von (?:der|dem|meiner|meinem|unserer|unserem)))(?![\p{L}])/iu;

// A letter an organisation sent to everyone in a role ("Dear Parents and Carers", "Dear
// Residents", "Liebe Eltern"): the user is one of them, replying with an e-mail of their own.
const ADDRESSED_TO_A_GROUP =
  /^\s*(?:dear|hello|hi) (?:all )?(?:customers?|parents?|carers?|parents?\/carers?|parents? and (?:carers|guardians)|families|residents|tenants|members|valued customers?|policyholders?|patients|students|applicants|candidates|homeowners|neighbours|neighbors)\b|^\s*(?:liebe eltern|liebe mitglieder|liebe bewohner\p{L}*|queridas? famil\p{L}*|estimad[oa]s? (?:padres|familias|vecinos|socios)|chers parents|chères familles|chers (?:membres|résidents|locataires)|caros (?:pais|encarregados|sócios))/imu;

// "How would I tell them apart" asks to distinguish causes, not what to say (round 422, −1.50 for
// an e-mail after "my CI asked me").
const HOW_TO_ANSWER =
  /(?<![\p{L}])(?:how (?:do|can|should|would) (?:i|we) (?:say|put|word|phrase) (?:that|this|it|no) (?:\p{L}+ )?(?:nicely|politely|kindly|gently|tactfully|without)|how (?:do|can|should|would) (?:i|we) (?:say no|decline|turn (?:it|this|them|him|her) down|reply|respond|answer (?:them|him|her|this|without)|tell (?:them|him|her)(?! apart))|what (?:do|should|can) (?:i|we) (?:answer|reply|say|tell)(?: to)? (?:him|her|them)|what (?:do|should|can) (?:i|we) (?:say|reply)(?=\s*(?:\?|$))|(?:qu[eé]|q) le (?:contesto|respondo|digo)|c[oó]mo le (?:contesto|respondo)|qu.est-ce que je (?:lui|leur) r[eé]ponds|je (?:lui |leur )?r[eé]ponds quoi|comment (?:est-ce que )?(?:je )?(?:lui|leur) r[eé]ponds|comment (?:lui|leur) r[eé]pondre|que (?:lui|leur) r[eé]pondre|was (?:antworte|schreibe) ich (?:ihm|ihr|ihnen)|wie (?:antworte|reagiere) ich (?:ihm|ihr|ihnen|darauf)|wie soll ich (?:ihm|ihr|ihnen|darauf) antworten|c[oó]mo (?:le |les )?(?:contesto|respondo)|o que (?:eu )?(?:respondo|digo) (?:a ele|a ela|pra ele|pra ela)|como (?:eu )?(?:lhe |les )?respondo)(?![\p{L}])/iu;
// "Un cliente dice que el café le llegó molido … qué le contesto" (round 159): what someone says
// to the user is a message to answer, as what they wrote is.
// "Un client me demande d'être remboursé … comment je lui réponds gentiment ?" (round 357, −0.33
// for answer-then-reasoning): what a customer asks of the user is answered with a reply; what a
// child asks ("ma fille me demande si le Père Noël existe") is no message to write.
const ASKED_ME =
  /(?<![\p{L}])(?:me|nous) (?:demande|demandent|réclame|réclament|a demandé|ont demandé|a réclamé)(?![\p{L}])/iu;
const CONTACTED =
  /(?<![\p{L}])(?:says|said|claims|dice|dijo|dit|sagt|diz|disse|e-?mailed|messaged|texted|dm.?d|wrote to (?:me|us)|sent (?:me|us) (?:an? )?(?:e-?mail|message|text)|(?:asked|asking) (?:me|us)|(?:got|had|received) an? (?:e-?mail|message|text|enquiry|inquiry|request)|me (?:escribe|escribió|mandó|manda|pide)|m.(?:écrit|a écrit|envoie|a envoyé|demande|a demandé)|(?:customer|client|buyer|guest)(?:s|.s)? (?:in (?:my|our|the) (?:dms?|inbox|messages|comments) )?(?:on \p{L}+ )?(?:(?:dm|pm|message|e-?mail|text|comment)s? )?(?:is |was |keeps? |have been |has been )?(?:asking|asked)|fragt mich|hat mich gefragt|fragte mich|me pregunt[oóa]|me perguntou|me perguntaram|escreveu-me|me escreveu|(?:schreibt|schrieb) mir|me (?:escreveu|mandou|pede))(?![\p{L}])/iu;

// "A volunteer emailed saying she felt pushed out": someone on the user's side, answered by the
// user's own e-mail, not a support reply with an offer (round 126); so is "one of our
// longest-serving bereavement volunteers sent it" (round 250, −1.00).
const COLLEAGUE =
  /(?<![\p{L}])(?:(?:a|one of (?:our|my|the)|our|my) (?:[\p{L}-]+ ){0,2}(?:volunteers?|colleagues?|co-?workers?|team members?|staff members?|members of staff|trustees?) (?:has |have |just )?(?:e-?mailed|messaged|texted|wrote|sent|asked|rang|called)|(?:from|de|von) (?:a |an |one of my |una |un |mi |my |ma |mon |einer |einem |meiner |meinem )?(?:colleague|co-?worker|workmate|compañer[oa]|colega|collègue|kolleg\p{L}*|mitarbeiter\p{L}*)|(?:my|mi|ma|mon|meine?) (?:colleague|co-?worker|compañer[oa]|colega|collègue|kolleg\p{L}*) (?:sent|asked|wrote|me (?:mandó|escribió|preguntó))|(?:colleague|co-?worker|compañer[oa]|colega|collègue|kolleg\p{L}*)(?:'s)? (?:message|email|mensaje|correo|mail|nachricht))(?![\p{L}])/iu;

// "Hollis & Reed Lettings want to keep £640 of my £1,500 deposit … Write me a reply to Hollis &
// Reed that … disputes the first three items": a tenant's e-mail (round 241, −1.67 for a support
// reply's "[offer]" and "do not blame the customer").
const CUSTOMER_SIDE =
  /(?<![\p{L}])(?:of my (?:[£$€]?[\d,.]+ )?(?:deposit|kaution|fianza|caution|caução)|disputes? (?:the|their|these|those) (?:charges?|deductions?|fees?|items?)|(?:raise|open|file|start) a dispute with|i want (?:a |my |the )?(?:refund|money back|compensation)|get (?:my|a) (?:refund|money back)|complain(?:t)? (?:letter |email )?to (?:the |a )?\p{L}+|letter of complaint|je veux (?:le |un |être )?rembours\p{L}*|réclamation (?:à|auprès)|quiero (?:el |un |que me devuelvan)|reclamaci[óo]n (?:a|al|ante)|ich (?:will|möchte) (?:mein geld|eine erstattung)|beschwerde (?:an|bei)|quero (?:o |um )?reembolso|reclamação (?:para|à|ao|junto))(?![\p{L}])/iu;

// "Bloke bought a lamp off me at Battersea boot sale … wants his money back": a private seller
// answering a buyer, not a business's support desk (round 293, −0.67 for "how to reach us").
const PRIVATE_SALE =
  /(?<![\p{L}])(?:(?:bought|purchased) (?:a |an |the |some |my |this |that )?(?:[\p{L}-]+ ){0,3}(?:off|from) me|got (?:a |an |the |some |my |this |that )?(?:[\p{L}-]+ ){0,3}off me|(?:i |we )?sold (?:him|her|them|someone|a (?:guy|bloke|woman|lady|man)) (?:a |an |the |my |some )?[\p{L}-]+)(?![\p{L}])/iu;

// "I want to say no to the discount nicely but offer something instead": a price talked over
// with a client who asked for less, not a complaint to acknowledge (round 249, −1.17 for "do not
// promise refunds" and a "professional" tone).
const PRICE_TALK =
  /(?<![\p{L}])(?:(?:say no|turn down|decline|refuse)(?: to)? (?:the |her |his |their |a |this )?(?:discount|lower price|price cut|reduction)|counter-?offer|haggl\p{L}*|negotiat\p{L}*)(?![\p{L}])/iu;
const FEW_VERSIONS =
  /(?<![\p{L}])(?:[2-5]|two|three|four|five) (?:different )?(?:options|versions|variations|drafts|takes|alternatives)(?![\p{L}])/iu;
const IDEAS_NAMED =
  /(?<![\p{L}])(?:ideas?|names?|slogans?|taglines?|themes?|topics?|angles?|hooks?|concepts?)(?![\p{L}])/iu;

/** The task a prompt asks for, with the confidence and the runners-up. */
const G_PLAN =
  /(?<![\p{L}])(?:g[- ]plan|(?<=(?:\d+ ?(?:m|cm|metres?|meters?)|hf|vhf|uhf|radio|ham|amateur|iaru|arrl|rsgb|repeater|uk|us|eu|region \d)[- ])band[- ]plan|band[- ]plan(?= for (?:the )?\d+ ?(?:m|cm|metres?|meters?)(?![\p{L}]))|plan de chasse(?! (?:au|aux|à la) ))(?![\p{L}])/giu;

export function detectTask(text: string, promptLanguage = 'und'): TaskDetection {
  // Only the first 1,500 characters decide: the instruction sits there, pasted material after it.
  const raw = text.length > 1500 ? text.slice(0, 1500) : text;
  const unfenced = withoutBlocks(raw);
  // "My grans g plan sideboard": G Plan is a maker of furniture, no plan to make (round 394,
  // −1.17 for steps); nor is a radio "2m band plan cheat sheet" (round 506, −1.67) or a French
  // hunt's "plan de chasse" (round 511, −1.33). The names are masked letter for letter, so offsets
  // stay.
  const head = withoutQuotes(unfenced).replace(G_PLAN, (name) => name.replace(/plan/iu, 'plzn'));
  const opening = openingOf(head);
  const scores = scoreCues(head, opening, promptLanguage === 'en');
  if (/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(head)) {
    for (const [task, pattern] of SCRIPT_CUES) if (pattern.test(head)) add(scores, task, 3);
  }
  // A pattern inside pasted code that is to be explained, reviewed or fixed ("explain what this
  // does" over a signup handler with an e-mail check) is part of that code, not a regex task.
  const aboutCode = ['code-explain', 'code-review', 'code-debug'].some((task) =>
    scores.has(task as TaskId),
  );
  if (REGEX_LITERAL.test(raw) && !(aboutCode && hasCodeItself(raw))) add(scores, 'regex', 3);
  // "I need (1) a strict JS regex … and (2) a looser one" inside an Apps Script project: the
  // patterns are the ask, the script what they are for (round 182 got a script's layout).
  if (
    /reg(?:ex|ular)/i.test(head) &&
    REGEX_ASKED.test(head) &&
    !CODE_DELIVERABLE_ASKED.test(head)
  ) {
    scores.delete('code-write');
  }
  // "Can you make a google sheets script that emails me when a tree … is due? col F is next
  // inspection date": a script is asked for, the column is its input (round 186 got a formula).
  if (
    scores.has('formula') &&
    /script|macro/i.test(head) &&
    SCRIPT_ASKED.test(head) &&
    !FORMULA_WORD.test(head)
  ) {
    scores.delete('formula');
  }
  // Before the code context below: column names such as "tonnes_ha" then count for the data.
  // Code in a fence (a Go function's argument lists) is no table of figures.
  // A table under "write a python function that takes a list of stops like this" is the input's
  // sample, not data to analyse (a blind-panel round).
  // "A: Leeds office, £42,000, hybrid … / B: fully remote, £38,500 …": two options described in a
  // line each are no rows of data (a blind-panel round read two job offers as figures).
  const table = hasDataTable(unfenced) && !CODE_TO_WRITE.test(head) && !OPTION_LINES.test(raw);
  // "How do i get it to show OWING in col F … google sheets" under the table: the table is the
  // sheet a formula works on, not figures to analyse (a blind-panel round, −1.67).
  if (table && SHEET_APP.test(head) && SHEET_REFERENCE.test(head)) add(scores, 'formula', 3);
  else if (table) add(scores, 'data-analysis', 3);
  // "how do i count how many people said yes in my rsvp sheet? column C has Yes/No/Maybe …
  // google sheets": a sheet, its columns and a result to work out, with no table pasted, is a
  // formula too (a blind-panel round read it as steps to troubleshoot).
  else if (SHEET_APP.test(head) && SHEET_REFERENCE.test(head) && SHEET_RESULT.test(head)) {
    add(scores, 'formula', 3);
  }
  // "I want to compare neighborhoods", over a pasted table: groups in the data, not options to
  // choose between (a blind-panel judge, −1.50). "Which test should I use to compare all three
  // groups, and which post-hoc test?": a question of statistical method, answered as one when no
  // data is there to analyse (round 133, −0.83).
  const compared = scores.get('comparison') ?? 0;
  if (compared > 0 && (table || STATS_METHOD.test(head))) {
    const analysed = table || scores.has('data-analysis');
    add(scores, analysed ? 'data-analysis' : 'qa', compared);
    scores.delete('comparison');
  }
  if (scores.has('data-analysis') && ASKS_CODE_TO_RUN.test(head)) {
    moveScore(scores, 'data-analysis', 'code-write');
  }
  // "I track my painting hours in a spreadsheet. Last 6 months: Jan 22h, Feb 31h, … work out my
  // average … and tell me if I'm actually getting faster": the numbers are given and a judgement
  // is asked of them; the sheet they live in asks for no formula (round 209, −1.83).
  if (
    scores.has('formula') &&
    !FORMULA_WORD.test(head) &&
    !SHEET_REFERENCE.test(head) &&
    JUDGEMENT_OF_NUMBERS.test(head) &&
    (head.match(NUMBER_GIVEN)?.length ?? 0) >= NUMBERS_FOR_DATA
  ) {
    moveScore(scores, 'formula', 'data-analysis');
  }
  // "Kannst du mir erklären, was das jeweils bedeutet … Gern auch mit einem Vergleich zum
  // deutschen System": terms to explain, the comparison an aside (round 221, −1.67 for a table of
  // options and a recommendation).
  if (scores.has('comparison') && MEANING_ASKED.test(head)) {
    moveScore(scores, 'comparison', 'qa');
  }
  // Error output pasted under the request (a traceback, an "AttributeError: …" line) is a bug to
  // find, whatever the request calls the program ("my export script broke").
  if (PASTED_ERROR.test(raw)) add(scores, 'code-debug', 2.5);
  // "'Erro em tempo de execução 1004'" from a macro, quoted or not: a bug to find.
  if (RUNTIME_ERROR.test(raw)) {
    add(scores, 'code-debug', 3);
    // The spreadsheet it happens in ("uma planilha cheia de macros") asks for no formula.
    if (!FORMULA_WORD.test(head)) scores.delete('formula');
  }
  const material = hasCodeMaterialIn(raw);
  // "Code below, what have i done wrong?" over a sketch: a bug to find. Without code in hand the
  // same words ask about a dimmer switch or a router (a review of round 454's fix).
  if (material && OWN_MISTAKE.test(head)) add(scores, 'code-debug', 3);
  // "what is this doing, got it from old lab scripts" under an awk line: the code is in hand, and
  // "scripts" says where it came from, not what to write (a blind-panel round, −2.17). So does
  // "this apps script is supposed to … but it sends nothing" over the script: a bug to find.
  if (
    (scores.has('code-explain') || (scores.get('code-debug') ?? 0) >= MIN_TASK_SCORE) &&
    (material || SHELL_COMMAND.test(raw) || RUNS_BY_HAND.test(head)) &&
    !WRITE_ASK.test(head)
  ) {
    scores.delete('code-write');
  }
  // "What does this formula actually do … i dont get how he's worked out my share" over the
  // formula: one in hand to explain, not one to write (a blind-panel round, −0.67, was told to
  // make it robust to blank cells and rows added later).
  if (
    (scores.get('code-explain') ?? 0) >= 3 &&
    FORMULA_TYPED.test(raw) &&
    !WRITE_ASK.test(head) &&
    !FORMULA_FIX_ASK.test(head)
  ) {
    scores.delete('formula');
  }
  // "Our old IT guy left this in a spreadsheet macro … what it actually does" over VBA: code in
  // hand to explain, and the spreadsheet it lives in asks for no formula (round 167, −1.50).
  if (
    (scores.get('code-explain') ?? 0) > (scores.get('formula') ?? 0) &&
    material &&
    !FORMULA_TYPED.test(raw) &&
    !FORMULA_WORD.test(head)
  ) {
    scores.delete('formula');
  }
  // Code context (material, a language, identifiers) strengthens the code task the words point
  // at; a language alone, with no other ask, means code to write.
  const language = CODE_LANGUAGES.test(raw);
  const identifiers = CODE_TOKENS.test(raw);
  if (material || language || identifiers) {
    // "Does this look ok? going on the pi in the cold store", over pasted code: a review of
    // code that is written, not a bug to find (a blind-panel judge), unless it is explained.
    // "… supposed to tell me how many crucibles … but it says 0 for the small jobs. what's wrong
    // with it": a fault shown, a bug to find, not a review (round 527, −0.67).
    const review = REVIEW_IT.exec(head)?.[0] ?? '';
    const faultShown = /wrong/iu.test(review) && FAULT_SHOWN.test(head);
    if (
      (material || SHELL_COMMAND.test(raw) || SHEBANG.test(raw)) &&
      (LOOKS_OK.test(head) || (review !== '' && !faultShown)) &&
      (scores.get('code-explain') ?? 0) < 3
    ) {
      add(scores, 'code-review', 3);
      // The code to review is in hand: "function" inside it or "a better version" asks for no
      // new code unless the request says write.
      if (!WRITE_ASK.test(head)) scores.delete('code-write');
    }
    const asked = CODE_TASKS.filter((task) => (scores.get(task) ?? 0) > 0);
    const context = (material ? 1.5 : 0) + (language ? 1 : 0) + (identifiers ? 1 : 0);
    for (const task of asked) add(scores, task, context);
    // "Was genau macht useEffect in react??": a question about code names no code to write.
    const question =
      QUESTION_END.test(head.trim()) || OPENING_QUESTION.test(head) || QUESTION_INSIDE.test(head);
    if (asked.length === 0) {
      // "Can you write a debounce so it only calls after 300ms? Here's what I have:" over code:
      // code to write on top of what is there, not a bug to find (a blind-panel round).
      const writes = WRITE_ASK.test(head.slice(opening.start, opening.sentenceEnd));
      // Code pasted with only "can u explain" asked of it is code to explain, not a bug to find
      // (round 140 gave it a fix's lines and an [error message] blank, −2.00).
      const explain = EXPLAIN_ASK.test(head) ? 'code-explain' : 'code-debug';
      add(
        scores,
        material && !writes ? explain : question && !writes ? 'qa' : 'code-write',
        context,
      );
    }
    // "Kann mir jemand erklären, was hier genau passiert? … habe vorher noch nie programmiert"
    // over code: an explanation asked for, whatever the story says about writing code (round 151).
    if (
      material &&
      scores.has('code-write') &&
      !scores.has('code-explain') &&
      EXPLAIN_ASK.test(head) &&
      !WRITE_ASK.test(head)
    ) {
      moveScore(scores, 'code-write', 'code-explain');
    }
    // "Explain how X works" about code is a code explanation.
    const asking = Math.max(scores.get('qa') ?? 0, scores.get('comparison') ?? 0);
    if (
      asking >= 3 &&
      /^(?:explain|explica|explique|erkläre|walk me through)/iu.test(head.slice(opening.start))
    ) {
      add(scores, 'code-explain', asking + 0.5 - (scores.get('code-explain') ?? 0));
    }
  }
  // "Explain async/await in JavaScript" asks about a concept, not about code in hand: without
  // code pasted or pointed at ("this function"), a code explanation is a question to answer.
  if (
    scores.has('code-explain') &&
    !material &&
    !identifiers &&
    !FORMULA_TYPED.test(raw) &&
    !CODE_IN_HAND.test(head) &&
    !SHELL_COMMAND.test(raw) &&
    !SLASH_COMMANDS.test(raw)
  ) {
    moveScore(scores, 'code-explain', 'qa');
  }
  // "im 16 in care what is a pathway plan and do i have to do it": a plan asked about, not one to
  // make (round 290, −0.83 for numbered steps and risks).
  if (scores.has('plan') && WHAT_IS_A_PLAN.test(head) && !ASKS_TO_WRITE.test(head)) {
    moveScore(scores, 'plan', 'qa');
  }
  // "Can you look over this bit? It's PHP with MySQL … worried it's not secure", over a PHP page
  // whose query sits in a string: the page is what is reviewed, the SQL one line of it (round
  // 291, −1.50, got a query's layout and "rows with no match in a join"), so the SQL words
  // count for the review.
  if (
    scores.has('code-review') &&
    scores.has('sql') &&
    language &&
    material &&
    (REVIEW_WORD.test(head) || SECURITY_ASK.test(head))
  ) {
    moveScore(scores, 'sql', 'code-review');
    // "I'd like a proper review of the PHP below … so no frameworks please": nothing to write.
    if (!WRITE_ASK.test(head)) scores.delete('code-write');
  }
  // "getting #VALUE! on =B5*C5+D5 in the invoice sheet, how do i fix?", "=SUM(B2:B9) gives
  // #VALUE!": a spreadsheet's own error value is a formula going wrong, not code to debug (the
  // eleventh session got a fix's "corrected code") nor a general question. Pasted code or a
  // programming language keeps the code task.
  if (SHEET_ERROR_VALUE.test(head) && !material && !language) {
    moveScore(scores, 'code-debug', 'formula');
    if (FORMULA_TYPED.test(raw)) moveScore(scores, 'qa', 'formula');
    add(scores, 'formula', 3);
  }
  // "Theres this formula in column H and nobody knows what it does, can someone explain it … and
  // whether its safe to delete": a formula in hand to explain, not one to write (round 434,
  // −1.50); one that errors stays a formula to fix. "Is there a simpler way to write it" asks for
  // an alternative beside the explanation, and the question and its "plain English" are the
  // explanation's (round 454, −0.33 for "the direct answer first"; round 458, −0.83 for a
  // summary's layout).
  if (
    FORMULA_TYPED.test(raw) &&
    EXPLAIN_ASK.test(head) &&
    !WRITE_ASK.test(head.replace(SIMPLER_WAY, ' ')) &&
    !FORMULA_CHANGE_ASK.test(head) &&
    !SHEET_ERROR_VALUE.test(head) &&
    !scores.has('code-debug')
  ) {
    moveScore(scores, 'formula', 'code-explain');
    // A handout to summarise that holds a formula stays a summary, and "why does Excel show =A1+B1
    // as text … what setting is wrong" a question about the program (a review of round 458's fix).
    if (!SUMMARY_ASKED.test(head)) moveScore(scores, 'summary', 'code-explain');
    if (!PROGRAM_QUESTION.test(head)) moveScore(scores, 'qa', 'code-explain');
  }
  // "Suggest a short verse for the small brass plaque … Could you give me 3 options": verses to
  // write, each a piece of its own, not ideas with reasons and a top pick (round 479, −0.83).
  if (scores.has('brainstorm') && VERSE_TO_WRITE.test(head)) {
    moveScore(scores, 'brainstorm', 'creative-writing');
  }
  // "our caretaker is off for 6 weeks … who does what?? opening up, bins, heating": duties to
  // share out, with no meeting or notes in sight (round 218, −1.67 for a minutes layout).
  if (scores.has('meeting-notes') && !MEETING_MATTER.test(raw)) {
    moveScore(scores, 'meeting-notes', 'plan');
  }
  // "customer left a laptop here 5 months ago … can i sell it?? im in ohio": what the user may
  // do, asked of the assistant; no reply to write (round 217, −1.50 for a support reply).
  if (
    scores.has('support-reply') &&
    MAY_I.test(head) &&
    !REPLY_ASK.test(head) &&
    pastedProseStart(raw) <= 0 &&
    // A quoted message to answer, not a line quoted from a ticket ("items not collected within 90
    // days may be disposed of … am i ok to sell them?", round 269, −1.83 for a support reply).
    !/["“«][^"”»\n]{120,}/u.test(raw)
  ) {
    moveScore(scores, 'support-reply', 'qa');
  }
  // "como le digo a un alumno que lleva a sus parejas con demasiada fuerza sin que se ofenda? …
  // las chicas se quejan": what to say to someone who is no customer; the complaint is told, not
  // pasted to answer (round 505, −1.17 for a support reply).
  if (
    scores.has('support-reply') &&
    TELL_SOMEONE.test(head) &&
    !SERVED.test(head) &&
    !REPLY_WANTED.test(head) &&
    pastedProseStart(raw) <= 0
  ) {
    moveScore(scores, 'support-reply', 'qa');
  }
  const support = scores.get('support-reply');
  // "reply to this for me (im the lab manager …)" under a thread with From: and Subject: lines
  // and no complaint in it: a reply to a colleague's e-mail; a support reply's "acknowledge the
  // problem" and "[offer]" do not fit it (a blind-panel round).
  // "Help me reply to this ticket" over "Ticket #SD-48102 / From: …": a support desk's user
  // answered, whatever the headers say (round 145).
  const thread = () =>
    EMAIL_HEADERS.test(raw) &&
    !COMPLAINT.test(raw) &&
    !CUSTOMER_WORD.test(head) &&
    !SUPPORT_TICKET.test(head);
  // "draft me a reply to Phil … i dont want to lose them as a supplier": the user is the buyer.
  const toSupplier = () => SUPPLIER_SIDE.test(head) && !CUSTOMER_WORD.test(head);
  // "Me llegó este mensaje de una compañera": a colleague's question, answered by the user's own
  // message, not a business's support reply (a blind-panel round, −1.50).
  const colleague = () => COLLEAGUE.test(head) && !CUSTOMER_WORD.test(head);
  const received = () =>
    (RECEIVED_FROM.test(head) || ADDRESSED_TO_A_GROUP.test(raw)) && !CUSTOMER_WORD.test(head);
  // "a client sent me this to convert their footage, what does it actually do" over an ffmpeg
  // line: a command to explain, not a customer's message to answer.
  if (support !== undefined && SHELL_COMMAND.test(raw) && !COMPLAINT.test(head)) {
    scores.delete('support-reply');
  } else if (
    support !== undefined &&
    (CUSTOMER_SIDE.test(head) ||
      PRIVATE_SALE.test(head) ||
      thread() ||
      toSupplier() ||
      received() ||
      colleague() ||
      PRICE_TALK.test(head))
  ) {
    moveScore(scores, 'support-reply', 'email');
  }
  // "Instagram post for our release … give me 2 options + hashtags": the post in two versions,
  // not an idea list with reasons and a top pick (round 243, −1.33).
  if (
    (scores.get('social-post') ?? 0) >= MIN_TASK_SCORE &&
    scores.has('brainstorm') &&
    FEW_VERSIONS.test(head) &&
    !IDEAS_NAMED.test(head)
  ) {
    moveScore(scores, 'brainstorm', 'social-post');
  }
  // A review or complaint pasted with only "help" under it: the reply to write (a blind-panel
  // round, where "help" alone was read as a question).
  const lastParagraph =
    raw
      .trimEnd()
      .split(/\n\s*\n/)
      .at(-1) ?? '';
  if (raw.includes('\n') && BARE_HELP.test(lastParagraph) && COMPLAINT.test(raw)) {
    add(scores, 'support-reply', 3);
  }
  // "Tu peux me dire en 3 phrases ce que je dois retenir" over a school's message: the message
  // boiled down to what matters, not a question to answer (round 128).
  if (TAKEAWAY_ASK.test(head) && pastedAround(raw, head)) add(scores, 'summary', 3);
  // The same ask over a pasted thread is no question that stands alone: it names the thread as
  // what to boil down, whatever "can u" in front of it makes of the line (round 120).
  if (ASKS_WHAT_EVERYONE_WANTS.test(head) && raw.trim().split('\n').length >= 4) {
    add(scores, 'summary', 2);
  }
  // "Someone emailed asking what their grandad's medal is worth, we don't do valuations. how do i
  // say no nicely?": the answer is the reply itself, not steps (a blind-panel judge, round 124).
  // A customer's message asks for a support reply ("un cliente me escribe por WhatsApp … q le
  // contesto??", round 134).
  if (
    HOW_TO_ANSWER.test(head) &&
    (CONTACTED.test(head) || (BUYER.test(head) && ASKED_ME.test(head)))
  ) {
    add(scores, BUYER.test(head) ? 'support-reply' : 'email', 3);
  }
  // "Options: - Full season ticket: £495 - Half season: £270 … Which is best value?": the listed
  // options weighed against each other (round 131 answered it as a question).
  if (WHICH_IS_BEST.test(head) && OPTIONS_LISTED.test(raw)) add(scores, 'comparison', 3);
  // "Question on Green Guide ingress calcs … do we have enough capacity?": a named guide is the
  // subject of a question, not an article to write (round 188, −1.50 for an article's layout).
  if (
    scores.has('article') &&
    NAMED_GUIDE.test(head) &&
    !WRITE_ASK.test(head) &&
    QUESTION_INSIDE.test(head)
  ) {
    moveScore(scores, 'article', 'qa');
  }
  // "Shortlist is Yamaha P-145, Roland FP-30X, Kawai ES120. Which one and why?": options named in
  // a run and a choice among them (round 172 answered it as a question).
  if (WHICH_ONE.test(head) && SHORTLIST.test(head)) add(scores, 'comparison', 3);
  // "Can you write a query that lists customers who … I want to email them": the query is the
  // ask, the e-mail what it is for (round 134, −1.67, got an e-mail's subject line).
  if (QUERY_ASK.test(head) && scores.has('sql')) scores.delete('email');
  // "Can you explain it in normal english, im not a programmer" over a VBA macro: code explained
  // in plain words is still code to explain, not a text to summarise.
  if (scores.has('code-explain') && hasCodeItself(raw)) scores.delete('summary');
  // "Questions: 1. Does the return still have to go in by 31 January? 2. Do I just log in with his
  // UTR …?": questions listed to answer, whatever the letter they are about (round 146).
  // Over a table of figures they are questions about the data (round 65's assay stays an analysis).
  if (head.includes('?') && QUESTION_LIST.test(head) && !table) add(scores, 'qa', 3);
  // "Tu peux me résumer ça … avant la réunion de ce soir": the meeting is when, not what; the
  // text is summarised (round 152 gave a council's announcement a meeting's minutes).
  if (scores.has('summary') && BEFORE_A_MEETING.test(head) && !MEETING_NOTES_ASK.test(head)) {
    scores.delete('meeting-notes');
  }
  // "Un client me demande une traduction assermentée … qu'est-ce qui est obligatoire ?": a
  // translation named as the subject of a question, with no text to translate and no verb or
  // target language asking for one (round 139 gave it a [paste the text here] block, −1.33).
  if (
    scores.has('translation') &&
    TRANSLATION_NOUN.test(head) &&
    !TRANSLATING.test(head) &&
    QUESTION_INSIDE.test(head) &&
    head === raw &&
    !raw.trim().includes('\n')
  ) {
    moveScore(scores, 'translation', 'qa');
  }
  // A naming scheme for files ("um sistema de nomes para os ficheiros") is no list of name ideas.
  if (NAMING_SCHEME.test(head)) scores.delete('brainstorm');
  // "Montar mi propio servidor de correo con docker": a mail server to set up, no e-mail to write.
  if (MAIL_SERVER.test(head) && !WRITE_AN_EMAIL.test(head)) scores.delete('email');
  // "Un utilisateur nous a signalé un mail suspect … Comment SPF et DKIM peuvent-ils passer ?":
  // a message examined, not one to write (round 145 gave it a subject line, −1.50).
  if (scores.has('email') && MAIL_EXAMINED.test(head) && !WRITE_AN_EMAIL.test(head)) {
    moveScore(scores, 'email', 'qa');
  }
  // "Summarize middlemarch chapter by chapter": the novel is what is summarised (or translated,
  // explained, reviewed), not a piece to write.
  if (WORKS_ON_A_WORK.test(head)) scores.delete('creative-writing');
  // A podcast, interview or lecture transcript is no meeting: summarising one is a summary,
  // not decisions and action items (a blind-panel judge marked that template off-task).
  // "Turn these handover notes into 5 bullet points for the night shift lead": notes boiled down,
  // a summary (round 127, −0.83, was told to keep only action items).
  // Unless the actions are asked for: "turn this into proper handover notes … with actions and
  // owners where you can tell".
  if (
    scores.has('meeting-notes') &&
    NOT_A_MEETING.test(head) &&
    !MEETING.test(head) &&
    !ACTIONS_ASKED.test(head)
  ) {
    moveScore(scores, 'meeting-notes', 'summary');
  }
  // "tidy these up" over a standup's notes: notes to write up, not a text to rewrite (a
  // blind-panel round).
  const rewrite = scores.get('rewrite');
  if (rewrite !== undefined && TIDY_UP.test(head) && MEETING.test(raw)) {
    scores.set('meeting-notes', Math.max(scores.get('meeting-notes') ?? 0, rewrite + 0.5));
  }
  // A summary of a meeting is meeting notes; a summary of a mechanic's job notes, with no meeting
  // or call in sight, is a summary (round 167, −1.33, got action items with [owner?]).
  const summary = scores.get('summary') ?? 0;
  if ((scores.get('meeting-notes') ?? 0) >= 1 && summary > 0 && MEETING.test(raw)) {
    scores.set('meeting-notes', Math.max(scores.get('meeting-notes') ?? 0, summary + 0.5));
  }
  // "if i already looked at the data and then decided to drop the outliers is that p hacking": a
  // question about method, typed with no data and no figures, is a question to answer; an
  // analysis's findings and a slot for the data do not fit it (a blind-panel round, −1.67).
  const analysis = scores.get('data-analysis');
  if (
    analysis !== undefined &&
    !table &&
    !material &&
    !/\d|\n/.test(head.trim()) &&
    ASKED_QUESTION.test(head) &&
    !ANALYSE_VERB.test(head)
  ) {
    scores.delete('data-analysis');
    add(scores, 'qa', analysis);
  }
  // Tasks with no sign of their material go first: a question is then counted as the only ask
  // ("am i personally on the hook …" is no code, so it is a question to answer).
  // A code-writing verb without any sign of code ("build a community", "program for a
  // conference") is not programming.
  // No code around the request: no language, no identifiers, no code material and none of the
  // words that name code.
  const noCodeAround = (codeWords: RegExp) =>
    !language && !identifiers && !material && !codeWords.test(head);
  const codeWrite = scores.get('code-write');
  if (
    codeWrite !== undefined &&
    codeWrite <= 3 &&
    noCodeAround(/(?:code|function|script|program|class|api|app|\.js|sql)/i)
  ) {
    scores.delete('code-write');
  }
  // "This review is for my salon Lotus Nails": a customer's review, not code to review (a
  // blind-panel round, −2.17). A review needs code, a query or a document around it.
  if (
    scores.has('code-review') &&
    noCodeAround(
      /(?:code|function|script|program|pull request|\bpr\b|diff|commit|query|sql|regex|formula|macro|class|config|api|\.js|\.py)/i,
    )
  ) {
    scores.delete('code-review');
  }
  // "Show the formulas briefly" for a telescope's magnification: a formula with no sheet, cell or
  // spreadsheet function around it is maths, not a spreadsheet formula (a judge, −1.83).
  if (scores.has('formula') && !SPREADSHEET_WORDS.test(raw) && !SPREADSHEET_CELLS.test(raw)) {
    scores.delete('formula');
  }
  // "Boiler's been broken since friday … write something i can send him": a broken thing in the
  // house is no bug without anything technical around it (a blind-panel judge, −2.00).
  if (scores.has('code-debug') && noCodeAround(TECHNICAL) && !PASTED_ERROR.test(raw)) {
    scores.delete('code-debug');
  }
  // A question with no other ask is a question to answer.
  const others = [...scores]
    .filter(([task]) => task !== 'qa')
    .some(([, score]) => score >= MIN_TASK_SCORE);
  const politeOnly = onlyPoliteRequests(head);
  if (
    (QUESTION_END.test(head.trim()) && !politeOnly) ||
    /^\s*¿/.test(head) ||
    OPENING_QUESTION.test(head) ||
    // Only a question typed on its own: under pasted material "how do I fix it" asks about that.
    (!head.trim().includes('\n') && ASKED_QUESTION.test(head))
  ) {
    // A question about code in hand ("is it safe??" under "explain what this does") stays with
    // the code's explanation (a blind-panel round read the pattern in it as a regex to write).
    if (!(material && scores.has('code-explain'))) add(scores, 'qa', others ? 0.75 : 2);
  } else if (!others && !table && !politeOnly && QUESTION_INSIDE.test(head)) {
    add(scores, 'qa', 2);
  }
  // "Be my examiner and ask me 10 questions, one at a time": a role to play with the user, not a
  // question to answer first (a blind-panel judge, −1.17).
  if (INTERACTIVE.test(head)) scores.delete('qa');
  const candidates = [...scores]
    .map(([task, score]) => ({ task, score: round2(score) }))
    .sort((a, b) => b.score - a.score || TASK_IDS.indexOf(a.task) - TASK_IDS.indexOf(b.task));
  const [best, second] = candidates;
  if (!best || best.score < MIN_TASK_SCORE) {
    return {
      task: 'general',
      confidence: round2(best ? 1 - best.score / MIN_TASK_SCORE : 1) || 0.5,
      candidates,
    };
  }
  const margin = (best.score - (second?.score ?? 0)) / best.score;
  const strength = Math.min(1, best.score / 4);
  const confidence = round2(Math.min(1, 0.35 + 0.45 * margin + 0.2 * strength));
  return { task: best.task, confidence, candidates };
}

/** The cues that fired for each task, for explanations and tests. */
export function taskCues(text: string): Partial<Record<TaskId, string[]>> {
  const found: Partial<Record<TaskId, string[]>> = {};
  for (const [task, cues] of Object.entries(CUES) as Array<[TaskId, readonly Cue[]]>) {
    const hits = cues
      .map((entry) => execCue(entry, text, false)?.[0])
      .filter((hit): hit is string => !!hit);
    if (hits.length > 0) found[task] = hits;
  }
  return found;
}

/**
 * True when the text carries code (a fence, a stack trace, statements) or pasted error output.
 * An error named inside a sentence ("getting KeyError: 'sku_id' when I merge") says what went
 * wrong, which is a bug to find (detectTask counts it), but it is not the code to find it in.
 */
export function hasCodeMaterial(text: string): boolean {
  return hasCodeMaterialIn(text, false);
}

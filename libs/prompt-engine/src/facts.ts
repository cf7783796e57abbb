// Pass 2: the facts of a prompt that any rewrite must keep word for word. A fact is always a
// whole token (or a run of whole tokens): codes like `WINTER30`, ids like `#B-55120`, versions,
// ratios, dates in several languages (`15. März`, `3 de marzo de 2024`), postcodes (`EC1A 1BB`),
// identifiers in code (`setState`, `orders(customer_id, amount)`), URLs with fragments, quoted
// text, placeholders, numbers and proper names. Nothing is guessed: every fact is a span of the
// original text, never cut inside a word.

import { execAll } from './text';

export type FactKind =
  | 'placeholder'
  | 'code-block'
  | 'url'
  | 'email'
  | 'quote'
  | 'date'
  | 'time'
  | 'postcode'
  | 'money'
  | 'identifier'
  | 'code'
  | 'number'
  | 'name';

export interface Fact {
  kind: FactKind;
  /** The exact span of the original text. */
  text: string;
  /** Where it starts in the text. */
  index: number;
}

const MONTHS_EN =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const MONTHS_DE =
  'Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
const MONTHS_ES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MONTHS_FR =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const MONTHS_PT =
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';

// A span is a run of whole tokens: it starts at the text's start, after whitespace or an
// opening bracket or quote, and ends at the text's end, before whitespace or closing
// punctuation, so "42:18" inside "OrderList.tsx:42:18" or "[a-z]" inside a regex never counts.
// The opening boundary is captured rather than looked behind for: much faster to scan for.
const START = '(^|[\\s(\\[{"\'“‘«„<])';
const END = '(?=$|[\\s)\\]}"\'”’»>.,;:!?…])';

const span = (source: string, flags = 'gu') => new RegExp(`${START}((?:${source}))${END}`, flags);

const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lunedì|martedì|mercoledì|giovedì|venerdì';
const WEEKDAYS_SHORT =
  'mon|tue|tues|wed|thu|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mié|jue|vie|sáb|dom|mer|jeu|ven|sam|seg|ter|qua|qui|sex';
const MONTHS_NL =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
const MONTHS_IT =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';

// Units that make one fact with their number ("48 horas", "5 km", "300 ms", "2 TB").
const UNITS =
  'ms|s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|km|m|cm|mm|mi|kg|g|mg|lb|lbs|l|ml|kb|mb|gb|tb|px|pt|rem|em|°c|°f|kw|kwh|x|' +
  'sekunden|minuten|stunden|tage[n]?|wochen|monate[n]?|jahre[n]?|segundos|minutos|horas|días|dias|semanas|meses|años|anos|secondes|heures|jours|semaines|mois|ans|années';

// Counted things that make one fact with their number ("500 words", "14 services").
const COUNT_NOUNS =
  'words?|characters?|pages?|lines?|slides?|sentences?|paragraphs?|items?|people|persons?|users?|customers?|clients?|employees?|engineers?|developers?|services?|accounts?|requests?|tickets?|visitors?|seats?|servers?|orders?|rows?|records?|' +
  'wörter[n]?|zeichen|seiten|zeilen|personen|mitarbeiter(?:innen)?|kunden|palabras|caracteres|páginas|líneas|personas|empleados|clientes|mots|caractères|lignes|personnes|employés|palavras|linhas|pessoas|funcionários';

// Multi-token and punctuated facts, found on the whole text in this order; each found span is
// masked so later patterns (and the token pass) never report a piece of it.
const SPANS: ReadonlyArray<readonly [FactKind, RegExp]> = [
  ['code-block', /```[\s\S]*?```|~~~[\s\S]*?~~~/g],
  ['code', /`[^`\n]+`/g],
  ['url', /\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]*[^\s<>"'`)\].,;:!?]/g],
  ['email', /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g],
  // A call or a table signature, with chained calls: `orders(customer_id, amount)`,
  // `fetchUser(id).then(setUser)`.
  [
    'identifier',
    /(?<![\p{L}\p{N}_.$])[A-Za-z_$][\w.$]*\((?:[^()\n]|\([^()\n]*\)){0,160}\)(?:\.[A-Za-z_$][\w$]*(?:\((?:[^()\n]|\([^()\n]*\)){0,160}\))?)*/gu,
  ],
  [
    'placeholder',
    span('\\{\\{\\s*[^{}\\n]{1,60}?\\s*\\}\\}|\\{[A-Za-z_][\\w.-]{0,40}\\}|\\[[^\\][\\n]{1,50}\\]'),
  ],
  [
    'quote',
    /(?<![\p{L}\p{N}_])(?:"[^"\n]{1,2000}"|“[^”\n]{1,2000}”|„[^“”\n]{1,2000}[“”]|«[^»\n]{1,2000}»|‘[^’\n]{1,300}’)(?![\p{L}\p{N}_])/gu,
  ],
  ['quote', /(?<=^|[\s(:])'[^'\n]{1,300}'(?=$|[\s).,;:!?])/gm],
  // Street addresses: "22 Aldersgate St", "Hauptstraße 5", "Calle Mayor 12".
  [
    'name',
    span(
      "\\d{1,5}[a-z]?\\s(?:\\p{Lu}[\\p{L}'’-]+\\s){1,3}(?:St|Street|Rd|Road|Ave|Avenue|Lane|Ln|Blvd|Way|Drive|Dr|Place|Pl|Square|Sq|Close|Crescent)\\.?|\\p{Lu}\\p{L}+(?:straße|strasse|str\\.|weg|platz|gasse|allee|ring)\\s\\d{1,4}[a-z]?|(?:Calle|Avenida|Av\\.|Rue|Boulevard|Rua|Via|Plaza|Praça|Travessa)\\s(?:[\\p{L}'’-]+\\s){0,3}\\d{1,4}[a-z]?",
    ),
  ],
  // Grouped digits: phone numbers, IBANs ("06 12 34 56 78", "DE89 3704 0044 0532 0130 00").
  ['code', span('(?:[A-Z]{2}\\d{2}|\\+?\\d{1,4})(?:[ \\u00a0]\\d{2,4}){2,}')],
  [
    'date',
    span(
      `(?:(?:${WEEKDAYS}),?\\s)?(?:` +
        [
          '\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2})?Z?)?',
          '\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}',
          // German day-month with trailing dot ("24.12.") and ordinal days ("15. März 2025").
          '\\d{1,2}\\.\\d{1,2}\\.(?!\\d)',
          `\\d{1,2}\\.\\s?(?:${MONTHS_DE})(?:\\s\\d{4})?`,
          `(?:${MONTHS_EN})\\.?\\s\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s\\d{4})?`,
          `\\d{1,2}(?:st|nd|rd|th)?(?:\\sof)?\\s(?:${MONTHS_EN})(?:,?\\s\\d{4})?`,
          // A weekday with a day or a short date: "viernes 14", "Fri 3/22", "Friday 14th".
          `(?:${WEEKDAYS}|${WEEKDAYS_SHORT})\\.?,?\\s(?:\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?|\\d{1,2}(?:st|nd|rd|th|\\.)?(?!\\d))`,
          `(?:${MONTHS_EN})\\s\\d{4}`,
          `\\d{1,2}\\sde\\s(?:${MONTHS_ES}|${MONTHS_PT})(?:\\sde\\s\\d{4})?`,
          `(?:${MONTHS_ES}|${MONTHS_PT})\\sde\\s\\d{4}`,
          `(?:1er|\\d{1,2})\\s(?:${MONTHS_FR})(?:\\s\\d{4})?`,
          `\\d{1,2}\\s(?:${MONTHS_DE}|${MONTHS_NL}|${MONTHS_IT})(?:\\s\\d{4})?`,
        ].join('|') +
        ')',
      'giu',
    ),
  ],
  [
    'time',
    span(
      '\\d{1,2}(?::\\d{2})?\\s?(?:[ap]\\.m\\.|[ap]m)|\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s?(?:Uhr|h|UTC|GMT|CET|CEST|EST|EDT|PST|PDT|CST|CDT|BST|IST|JST|AEST|AEDT))?|\\d{1,2}\\s?Uhr|\\d{1,2}h\\d{2}',
      'giu',
    ),
  ],
  [
    'postcode',
    span('[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2}|[A-Z]\\d[A-Z]\\s\\d[A-Z]\\d|\\d{4}\\s?[A-Z]{2}'),
  ],
  [
    'money',
    span(
      '[+-−]?(?:[$€£¥]|USD|EUR|GBP|CHF|R\\$)\\s?\\d[\\d.,]*(?:\\s?(?:[kKmMbB]{1,2}|bn|million|billion|mil|mio\\.?|mrd\\.?))?|[+-−]?\\d[\\d.,]*\\s?(?:€|EUR|USD|GBP|CHF|%|euros?|dollars?|pounds?)',
    ),
  ],
  // Codes made of several tokens: an acronym or label with codes and operators ("DELE B2",
  // "CEP 01310-100", "AZ 4 O 118/24", "CSAT < 3", "Q3 2024").
  [
    'code',
    span(
      '(?:\\p{Lu}{2,6}|\\p{Lu}*\\d[\\p{L}\\d/.-]*)(?:\\s(?:\\p{Lu}{1,6}|[<>=≤≥]=?|[\\p{L}]*\\d[\\p{L}\\d/.-]*)){1,4}',
    ),
  ],
  // A product or technology with its version: "React 19", "Python 3.12", "Spring Boot v3.2.1".
  ['name', span('(?:\\p{Lu}[\\p{L}.+#-]*\\s){1,2}v?\\d+(?:\\.\\d+)*[a-z]?')],
  [
    'number',
    span(`[+-]?\\d[\\d.,]*(?:\\s?[-–]\\s?\\d[\\d.,]*)?\\s(?:${UNITS}|${COUNT_NOUNS})`, 'giu'),
  ],
];

// Material pasted after the request's colon, on its line, that reads as code or a command
// ("what does this do: find . -name '*.log' -exec rm {} \;"): one fact, never pieces of it.
const CODE_CHARS = /[-./'"{}\\;|$=<>()*+^[\]]/;
export function snippetAfterColon(text: string): { index: number; text: string } | undefined {
  const line = /^[^\n]*/.exec(text.trimStart())?.[0] ?? '';
  const offset = text.length - text.trimStart().length;
  const colon = line.indexOf(': ');
  if (colon < 0) return undefined;
  const rest = line.slice(colon + 2).trim();
  const tokens = rest.split(/\s+/).filter((token) => token.length > 0);
  if (tokens.length < 2 || rest.length > 160) return undefined;
  const codeLike = tokens.filter((token) => CODE_CHARS.test(token.replace(/[.,;:!?]$/, ''))).length;
  if (codeLike / tokens.length < 0.5) return undefined;
  return { index: offset + line.indexOf(rest), text: rest };
}

// Capitalised only because they open a sentence or are directive words: never names alone.
const NOT_NAMES = new Set(
  (
    'I A An The This That These Those It Its We Our You Your He She They My Me Please Write Draft ' +
    'Create Make Give Tell Explain Summarise Summarize Translate Compare Review Plan List Describe ' +
    'Generate Compose Help Can Could Would Should Will What Why How When Where Who Which Is Are Do ' +
    "Does Don’t Don't Never Avoid Use Keep Add Include Also And But Or If For In On At To With " +
    'About From By As Not No Yes Hi Hello Dear Thanks Thank Role Task Context Audience Format ' +
    'Length Tone Constraints Examples Example Output Input Note OK Ok Goal Success Criteria Rules ' +
    'Step Steps Then Now After Before Here There Each Every Only Just Be Make Let Return Answer ' +
    // Spanish, French, Portuguese, Italian openers.
    'El La Los Las Un Una Escribe Crea Explica Traduce Resume Dame Por Para Con Sin Le Les Une Des ' +
    'Écris Rédige Crée Explique Traduis Résume Donne Pour Avec Sans Os As Um Uma Escreva Crie ' +
    'Explique Traduza Resuma Você Il Lo Gli Scrivi Hola Bonjour Olá Oi Find Show Suggest Get Send Name ' +
    'Pick Choose Rank Sort Count Build Design Draw Outline Propose Recommend Turn Convert Fix Debug ' +
    'Check Analyse Analyze Reply Respond Schreib Schreibe Gib Erstelle Erkläre Fasse Mach Donne ' +
    'Haz Hazme Dame Section Chapter Part Step Version Page Line Row Column Top Under Over Around About'
  ).split(' '),
);

// Capitalised words that name a format or a common technology in an instruction: not facts
// worth listing (the rewrite keeps them anyway).
const NOT_FACT_ACRONYMS = new Set(
  'SQL JSON CSV HTML CSS API PDF URL FAQ XML YAML AI UI UX SEO TL DR TLDR CTA OK ASAP FYI PS CEO CTO CFO COO HR PR QA KPI KPIS ROI'.split(
    ' ',
  ),
);

const MASK = '\u0001';
const TOKEN = /\S+/g;
const LEADING = /^["'“”‘’«»„([{<¿¡*_]+/u;
const TRAILING = /["'“”‘’«»)\]}>,;:!?…*_]+$/u;

/** A whitespace-separated token without its surrounding punctuation. */
function core(chunk: string): { text: string; offset: number } {
  // Most tokens are bare words: nothing to strip.
  if (/^[\p{L}\p{N}]/u.test(chunk) && /[\p{L}\p{N}]$/u.test(chunk))
    return { text: chunk, offset: 0 };
  let text = chunk;
  let offset = 0;
  // Alternate: "(v4.0.2)." loses ")." then "(".
  for (let pass = 0; pass < 3; pass += 1) {
    const lead = LEADING.exec(text)?.[0].length ?? 0;
    text = text.slice(lead);
    offset += lead;
    text = text.replace(TRAILING, '');
    // A sentence's final dot is not part of the token; an abbreviation's is ("U.S.").
    if (text.endsWith('.') && !/^(?:\p{L}\.){2,}$/u.test(text)) text = text.slice(0, -1);
  }
  return { text, offset };
}

const NUMBER = /^[+-]?(?:[$€£¥])?\d[\d,.]*(?:[kKmMx×%])?$/u;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /\p{L}/u;
const IDENTIFIER =
  /^[#@]?\p{L}[\p{L}\p{N}]*(?:[_.][\p{L}\p{N}]+)+$|^\p{Ll}+\p{Lu}[\p{L}\p{N}]*$|^[#@][\p{L}\p{N}_-]+$/u;
const ACRONYM = /^\p{Lu}{2,}(?:[-&]\p{Lu}+)*$/u;

function classifyToken(token: string): FactKind | undefined {
  if (token.length === 0) return undefined;
  if (HAS_DIGIT.test(token)) {
    if (NUMBER.test(token)) return 'number';
    if (HAS_LETTER.test(token) || /[#/:-]/.test(token)) return 'code';
    return undefined;
  }
  if (IDENTIFIER.test(token)) return 'identifier';
  if (ACRONYM.test(token) && !NOT_FACT_ACRONYMS.has(token)) return 'name';
  return undefined;
}

const SENTENCE_END = new Set([
  '.',
  '!',
  '?',
  ':',
  ';',
  '\n',
  '"',
  '“',
  '(',
  '-',
  '–',
  '—',
  '*',
  '#',
  '>',
  '¿',
  '¡',
]);

function isSentenceStart(text: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t' || text[at] === '\r')) at -= 1;
  if (at < 0 || SENTENCE_END.has(text[at] ?? '')) return true;
  // A list item's first word: "- Dana" or "2) Dana" at the start of a line (looked for only
  // in the few characters before it, not back through a long line).
  let lineStart = -1;
  for (let back = index - 1; back >= Math.max(-1, index - 8); back -= 1) {
    if (back < 0 || text[back] === '\n') {
      lineStart = back + 1;
      break;
    }
  }
  return (
    lineStart >= 0 &&
    index - lineStart <= 6 &&
    /^\s*(?:[-*•]|\d+[.)])\s*$/.test(text.slice(lineStart, index))
  );
}

const NAME_RUN =
  /(^|[^\p{L}\p{N}_])(\p{Lu}[\p{Ll}\p{M}'’&-]*[\p{L}\p{N}]*(?:\s(?:(?:of|de|del|da|do|dos|la|van|von|der|du|le)\s)?\p{Lu}[\p{Ll}\p{M}'’&-]*[\p{L}\p{N}]*)*)(?![\p{L}\p{N}_])/gu;

export interface ExtractOptions {
  /**
   * The prompt's language. German capitalises every noun, so single capitalised words are not
   * taken for names there.
   */
  language?: string;
}

function namesIn(
  original: string,
  masked: string,
  language: string | undefined,
  push: (kind: FactKind, text: string, index: number) => void,
): void {
  if (!/\p{Lu}/u.test(masked)) return;
  for (const match of execAll(NAME_RUN, masked)) {
    const index = (match.index ?? 0) + (match[1] ?? '').length;
    const run = match[2] ?? '';
    let parts = run.split(/\s+/);
    let start = index;
    // Leading words capitalised by position or habit.
    while (parts.length > 0 && NOT_NAMES.has(parts[0] ?? '')) {
      start += (parts[0] ?? '').length + 1;
      parts = parts.slice(1);
    }
    // Trailing particles ("Bank of") are not part of a name.
    while (parts.length > 0 && /^\p{Ll}/u.test(parts[parts.length - 1] ?? ''))
      parts = parts.slice(0, -1);
    if (parts.length === 0) continue;
    const atStart = start === index && isSentenceStart(original, index);
    if (parts.length === 1) {
      const only = parts[0] ?? '';
      if (atStart) continue;
      if (language === 'de') continue;
      if (only.length < 2 || ACRONYM.test(only)) continue;
    } else if (language === 'de' && atStart) {
      // German capitalises every noun: a run that opens a sentence is most often not a name.
      continue;
    }
    // "Chloe's" stays whole: a name cut before its "'s" is not a token of the text.
    let name = parts.join(' ');
    const possessive = /^['’]s(?![\p{L}])/u.exec(original.slice(start + name.length));
    if (possessive) name += possessive[0];
    if (name.length > 1) push('name', original.slice(start, start + name.length), start);
  }
}

/** Every fact of the text, deduplicated, in order of appearance. */
// Cheap checks that let a pattern be skipped when the text cannot hold what it finds.
const MAY_CONTAIN: Partial<Record<FactKind, (text: string) => boolean>> = {
  'code-block': (text) => text.includes('```') || text.includes('~~~'),
  code: (text) => /[`\d\p{Lu}]/u.test(text),
  url: (text) => text.includes('http') || text.includes('www.'),
  email: (text) => text.includes('@'),
  identifier: (text) => text.includes('('),
  placeholder: (text) => text.includes('{') || text.includes('['),
  quote: (text) => /["“„«‘']/.test(text),
  date: (text) => /\d/.test(text),
  time: (text) => /\d/.test(text),
  postcode: (text) => /\d/.test(text),
  money: (text) => /\d/.test(text),
  number: (text) => /\d/.test(text),
  name: (text) => /\d/.test(text),
};

/** Every fact of the text, deduplicated, in order of appearance. */
export function extractFacts(text: string, options: ExtractOptions = {}): Fact[] {
  const found: Fact[] = [];
  // Masked characters (found facts) as a bitmap; the masked text is rebuilt once per pattern.
  // The spans masked so far are also kept as a list, so the rebuild walks spans, not characters.
  const mask = new Uint8Array(text.length);
  const spans: Array<[number, number]> = [];
  let masked = text;
  let dirty = false;
  const markMasked = (start: number, length: number) => {
    mask.fill(1, start, start + length);
    spans.push([start, Math.min(text.length, start + length)]);
    dirty = true;
  };
  const rebuild = () => {
    if (!dirty) return;
    spans.sort((a, b) => a[0] - b[0]);
    const parts: string[] = [];
    let from = 0;
    for (const [start, end] of spans) {
      if (end <= from) continue;
      const at = Math.max(start, from);
      parts.push(text.slice(from, at), MASK.repeat(end - at));
      from = end;
    }
    parts.push(text.slice(from));
    masked = parts.join('');
    dirty = false;
  };
  const isMasked = (start: number, length: number) => {
    for (let index = start; index < start + length; index += 1) if (mask[index]) return true;
    return false;
  };
  const push = (kind: FactKind, value: string, index: number) => {
    if (value.length > 0) found.push({ kind, text: value, index });
  };
  const snippet = snippetAfterColon(text);
  if (snippet) {
    push('code', snippet.text, snippet.index);
    markMasked(snippet.index, snippet.text.length);
  }
  for (const [kind, pattern] of SPANS) {
    if (!(MAY_CONTAIN[kind]?.(text) ?? true)) continue;
    rebuild();
    for (const match of execAll(pattern, masked)) {
      // Token-bounded patterns capture their opening boundary as group 1 and the fact as 2.
      const bounded = match.length > 2 && match[2] !== undefined;
      const value = bounded ? (match[2] ?? '') : match[0];
      const index = (match.index ?? 0) + (bounded ? (match[1] ?? '').length : 0);
      if (value.length === 0 || isMasked(index, value.length)) continue;
      // "Under 500" is not a product with its version: a name never opens with a directive word.
      if (kind === 'name' && NOT_NAMES.has(value.split(/\s/)[0] ?? '')) continue;
      push(kind, value.trim(), index + (value.length - value.trimStart().length));
      markMasked(index, value.length);
    }
  }
  rebuild();
  // Whole tokens: split on whitespace, drop surrounding punctuation, classify what remains.
  for (const match of execAll(TOKEN, masked)) {
    const chunk = match[0];
    if (chunk.includes(MASK)) continue;
    const { text: token, offset } = core(chunk);
    const kind = classifyToken(token);
    if (!kind) continue;
    const index = (match.index ?? 0) + offset;
    push(kind, token, index);
    markMasked(index, token.length);
  }
  rebuild();
  namesIn(text, masked, options.language, push);
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.filter((fact) => {
    if (seen.has(fact.text)) return false;
    seen.add(fact.text);
    return true;
  });
}

/** The facts of `facts` that `text` does not contain verbatim. */
export function missingFacts(facts: readonly Fact[], text: string): Fact[] {
  return facts.filter((fact) => !text.includes(fact.text));
}

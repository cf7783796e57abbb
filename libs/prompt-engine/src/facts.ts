// Finds the facts of a prompt that an enhancement must keep word for word: placeholders, URLs,
// e-mail addresses, quoted text, dates, times, numbers and proper names. Nothing here guesses a
// fact; it only points at spans of the original text.

export type FactKind = 'placeholder' | 'url' | 'email' | 'quote' | 'date' | 'number' | 'name';

export interface Fact {
  kind: FactKind;
  /** The exact span of the original text. */
  text: string;
}

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|' +
  'Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';

// Order matters: earlier kinds are masked out before later ones run, so a number inside a URL
// or a date is not reported twice.
const PATTERNS: ReadonlyArray<readonly [FactKind, RegExp]> = [
  ['placeholder', /\{\{\s*[^{}\s]+\s*\}\}/g],
  ['url', /\b(?:https?:\/\/|www\.)[^\s<>"'`)\]]+[^\s<>"'`)\].,;:!?]/g],
  ['email', /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g],
  ['quote', /"[^"\n]{1,300}"|“[^”\n]{1,300}”|«[^»\n]{1,300}»|„[^“\n]{1,300}“/g],
  ['quote', /(?<=^|[\s(:])'[^'\n]{2,300}'(?=$|[\s).,;:!?])/gm],
  [
    'date',
    new RegExp(
      [
        '\\b\\d{4}-\\d{2}-\\d{2}\\b',
        '\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b',
        `\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?\\b`,
        `\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}(?:,? \\d{4})?\\b`,
        `\\b${MONTH} \\d{4}\\b`,
        '\\b\\d{1,2}(?::\\d{2})? ?(?:[ap]m|[ap]\\.m\\.|[AP]M)(?![\\p{L}])',
        '\\b\\d{1,2}:\\d{2}\\b',
      ].join('|'),
      'gu',
    ),
  ],
  // Digits glued to letters ("Q3", "GPT4") belong to the name that contains them.
  ['number', /(?<![A-Za-z])[$€£¥]?\d+(?:[.,]\d+)*(?:\s?%|k\b|K\b)?(?![A-Za-z])/g],
  [
    'name',
    /\p{Lu}[\p{L}\p{N}'’&-]*(?: (?:(?:of|de|del|la|van|von|da|du) )?\p{Lu}[\p{L}\p{N}'’&-]*)*/gu,
  ],
];

// Capitalised only because they open a sentence or are directive words: not names.
const NOT_NAMES = new Set(
  (
    'I A An The This That These Those It Its We Our You Your He She They My Me Please Write Draft ' +
    'Create Make Give Tell Explain Summarise Summarize Translate Compare Review Plan List Describe ' +
    'Generate Compose Help Can Could Would Should Will What Why How When Where Who Which Is Are Do ' +
    "Does Don’t Don't Never Avoid Use Keep Add Include Also And But Or If For In On At To With " +
    'About From By As Not No Yes Hi Hello Dear Thanks Thank Role Task Context Audience Format ' +
    'Length Tone Constraints Examples Example Output Input Note OK Ok'
  ).split(' '),
);

const MASK = '\u0001';

// Cheap checks that let a pattern be skipped when it cannot match.
const MAY_CONTAIN: Record<FactKind, (text: string) => boolean> = {
  placeholder: (text) => text.includes('{{'),
  url: (text) => text.includes('http') || text.includes('www.'),
  email: (text) => text.includes('@'),
  quote: (text) => /["“«„']/.test(text),
  date: (text) => /\d/.test(text),
  number: (text) => /\d/.test(text),
  name: (text) => /\p{Lu}/u.test(text),
};

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
]);

function isSentenceStart(text: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t' || text[at] === '\r')) at -= 1;
  return at < 0 || SENTENCE_END.has(text[at] ?? '');
}

function cleanName(match: string, text: string, index: number): string | undefined {
  const parts = match.split(/\s+/);
  // Drop leading words that are capitalised only by position or habit.
  while (parts.length > 0 && NOT_NAMES.has(parts[0] ?? '')) parts.shift();
  if (parts.length === 0) return undefined;
  const name = parts.join(' ');
  const startsSentence = parts.length === match.split(/\s+/).length && isSentenceStart(text, index);
  const hasInnerCapital = /.\p{Lu}/u.test(name) || /\d/.test(name);
  if (startsSentence && parts.length === 1 && !hasInnerCapital) return undefined;
  return name.replace(/['’]s$/u, '');
}

/** Every fact of the text, deduplicated, in order of appearance. */
export function extractFacts(text: string): Fact[] {
  let masked = text;
  const found: Array<Fact & { index: number }> = [];
  for (const [kind, pattern] of PATTERNS) {
    if (!MAY_CONTAIN[kind](masked)) continue;
    let matched = false;
    for (const match of masked.matchAll(pattern)) {
      matched = true;
      const index = match.index ?? 0;
      const raw = text.slice(index, index + match[0].length);
      const value = kind === 'name' ? cleanName(raw, text, index) : raw.trim();
      if (value && value.length > 0) found.push({ kind, text: value, index });
    }
    // A non-space mask keeps later patterns (names span spaces) from bridging a masked fact.
    if (matched) masked = masked.replace(pattern, (span) => MASK.repeat(span.length));
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const { kind, text: value } of found) {
    if (seen.has(value)) continue;
    seen.add(value);
    facts.push({ kind, text: value });
  }
  return facts;
}

/** The facts of `facts` that `text` does not contain verbatim. */
export function missingFacts(facts: readonly Fact[], text: string): Fact[] {
  return facts.filter((fact) => !text.includes(fact.text));
}

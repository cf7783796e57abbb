// What a suggestion asks for, and whether the prompt already has it. The engine's own ids
// (metadata.suggestionIds) are used when present; otherwise the suggestion's text is mapped by
// keywords, the first matching rule winning. Only what the dev set or the options can vouch
// for is judged: audience and format (annotated), context and audience (given as options),
// and length (a number with a unit, found by LENGTH_IN_PROMPT).

export const SUGGESTION_IDS = [
  'audience',
  'goal',
  'context',
  'format',
  'length',
  'tone',
  'constraints',
  'examples',
  'success-criteria',
  'vague-words',
  'contradiction',
  'split-tasks',
  'inputs',
  'other',
] as const;
export type SuggestionId = (typeof SUGGESTION_IDS)[number];

// Ordered, the first match wins: a suggestion that names vague words or a contradiction is about
// that even if it mentions the format; "how you will judge it" is about success criteria and
// "what it should achieve" about the goal even if they mention the reader. Quoted text (the prompt's words, a sample criterion) is
// removed before the other rules run, so a quote never decides what is asked for.
const SUGGESTION_RULES: ReadonlyArray<readonly [SuggestionId, RegExp]> = [
  ['vague-words', /\bvague\b|\bunclear words?\b|\bvage\b|\bvago/i],
  [
    'contradiction',
    /\bopposite directions\b|\bcontradict|\bconflict|\bwiderspr|\bcontradic|\bboth (?:brief|short)/i,
  ],
  [
    'split-tasks',
    /\btasks at once\b|\bits own prompt\b|\bsplit\b|\bseveral tasks\b|\bseparate (?:requests|prompts)\b|\bone task at a time\b/i,
  ],
  ['success-criteria', /\bsuccess\b|\bjudge\b|\bgood result\b|\berfolg|\b[ée]xito\b|\bcrit[eé]ri/i],
  ['examples', /\bexamples?\b|\bsample\b|\bbeispiel|\bejemplo|\bexemple|\bexemplo/i],
  [
    'goal',
    /\bgoal\b|\bpurpose\b|\bachieve\b|\boutcome\b|\bziel\b|\bobjetivo\b|\bobjectif\b|\bfinalidad/i,
  ],
  [
    'audience',
    /\baudience\b|\bwho (?:will )?reads?\b|\bwho\b[^.:;]{0,80}\bis for\b|\bfor whom\b|\breaders?\b|\brecipients?\b|\bzielgruppe\b|\bleser|\bf[üu]r wen\b|\bp[úu]blico\b|\baudiencia\b|\bdestinatari|\bpara qui[ée]n\b|\bpour qui\b|\bpara quem\b/i,
  ],
  [
    'length',
    /\blength\b|\bhow long\b|\bword count\b|\bl[äa]nge\b|\blongitud\b|\blongueur\b|\btamanho\b/i,
  ],
  [
    'format',
    /\bformat\b|\blayout\b|\bstructure\b|\btable\b|\bbullet|\bjson\b|\bformato\b|\bgliederung\b/i,
  ],
  ['tone', /\btone\b|\bvoice\b|\bregister\b|\bformal\b|\bton\b|\btono\b/i],
  [
    'context',
    /\bcontext\b|\bbackground\b|\bcircumstances\b|\bkontext\b|\bhintergrund\b|\bcontexto\b|\bcontexte\b/i,
  ],
  [
    'inputs',
    /\bfill in\b|\bpaste (?:the|your)\b|\battach|\binclude the (?:text|data|code|file)\b|\bshare the\b|\beinf[üu]gen\b|\bpega\b|\bcolle\b/i,
  ],
  [
    'constraints',
    /\bconstraints?\b|\bmust\b|\bavoid\b|\blimits?\b|\brules?\b|\bbedingung|\brestricci/i,
  ],
];

const QUOTED = /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|'[^']{3,}'/g;

export function classifySuggestion(text: string): SuggestionId {
  const unquoted = text.replace(QUOTED, ' ');
  for (const [id, pattern] of SUGGESTION_RULES) if (pattern.test(unquoted)) return id;
  return 'other';
}

// A number with a length unit, in the dev set's languages: "under 500 words", "max 150
// characters", "3 bullets", "in einem Absatz", "12 versos", "5 puces".
const LENGTH_IN_PROMPT =
  /\b\d[\d.,]*\s*(?:-|to|–)?\s*\d*\s*(?:words?|characters?|chars|sentences?|bullets?|bullet points|lines?|paragraphs?|pages?|items|ideas|w[öo]rter|w[öo]rtern|zeichen|s[äa]tze|stichpunkte|strophen|abs[äa]tze|palabras|caracteres|frases|versos|p[áa]rrafos|mots|phrases|puces|paragraphes|palavras|par[áa]grafos)\b|\bone[- ](?:line|sentence|paragraph)\b|\bin (?:one|a) (?:sentence|paragraph|line)\b|\bun p[áa]rrafo\b|\bhaiku|\bsonett?o?\b|\btweet\b|\btuit\b/i;

export function promptStatesLength(prompt: string): boolean {
  return LENGTH_IN_PROMPT.test(prompt);
}

export interface PresenceFacts {
  hasAudience: boolean;
  hasFormat: boolean;
  hasLength: boolean;
  hasContext: boolean;
}

/** Whether a suggestion of this id asks for something the prompt (or its options) already has. */
export function isRedundant(id: SuggestionId, present: PresenceFacts): boolean {
  switch (id) {
    case 'audience':
      return present.hasAudience;
    case 'format':
      return present.hasFormat;
    case 'length':
      return present.hasLength;
    case 'context':
      return present.hasContext;
    default:
      return false;
  }
}

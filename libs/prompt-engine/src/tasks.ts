// The catalogue of tasks the engine recognises: how each is spotted, who should do it, what its
// output looks like and how to tell a good result. Everything task-specific lives here.

export const TASK_KINDS = [
  'customer-service',
  'email',
  'social-post',
  'blog',
  'summarise',
  'translate',
  'code',
  'review',
  'compare',
  'explain',
  'plan',
  'brainstorm',
  'answer',
  'write',
  'general',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export interface TaskProfile {
  /** What the result is called in directives ("an email", "a blog post"). */
  noun: string;
  /** The role that fits the task, completed by the style's adjective. */
  role: string;
  /** The shape of the answer, one line per part. */
  format: readonly string[];
  /** How to tell a good result, checked before answering. */
  criteria: readonly string[];
  /** The steps the structure-first variation spells out. */
  steps: readonly string[];
  /** A skeleton of the output with slots, never with content. */
  skeleton: readonly string[];
}

// Matched anywhere in the prompt (English plus common Spanish, French, German, Portuguese and
// Italian words); the earliest match decides the task.
const TASK_PATTERNS: ReadonlyArray<readonly [TaskKind, RegExp]> = [
  [
    'customer-service',
    /\b(customer (?:service|support|complaint|inquiry|enquiry)|support (?:ticket|reply|agent)|angry (?:customer|client)|refund|complain(?:t|ts|ing)?|atenci[oó]n al cliente|service client|kundenservice)/i,
  ],
  [
    'email',
    /\b(e-?mails?|newsletter|cover letter|letter to|reminder|follow-up|invitation|send (?:a |an )?(?:note|message)|correo|courriel|lettre|brief an|carta)\b/i,
  ],
  [
    'social-post',
    /\b(tweets?|twitter|linkedin|instagram|facebook|tiktok|social media|social post|caption|hashtags?|redes sociales|réseaux sociaux)\b/i,
  ],
  ['blog', /\b(blog|article|op-ed|essay|artículo|artigo|articolo)\b/i],
  [
    'summarise',
    /\b(summari[sz]e|summary|tl;?dr|recap|condense|key takeaways|meeting minutes|resum[eai]|r[ée]sum[ée]|zusammenfass)/i,
  ],
  ['translate', /\b(translat|tradu[cçzi]|übersetz)/i],
  [
    'code',
    /\b(code|function|script|python|javascript|typescript|sql|regex|bug|debug|implement|refactor|algorithm|unit tests?|java|rust|golang|c\+\+|html|css|react|endpoint|api|bash|program(?:me)?)\b/i,
  ],
  ['review', /\b(review|feedback on|critique|proofread|evaluate|assess|improve my|edit my)\b/i],
  ['compare', /\b(compare|comparison|versus|vs\.?|difference between|pros and cons|compara)/i],
  [
    'explain',
    /\b(explain|what is|what are|how does|how do|why does|why is|describe|teach|eli5|explica|expliqu|erklär|spiega)/i,
  ],
  [
    'plan',
    /\b(plan|schedule|roadmap|itinerary|strategy|timeline|agenda|steps to|planifica|planifie)/i,
  ],
  ['brainstorm', /\b(ideas|brainstorm|names for|slogans?|taglines?|list of|ideas para|idées)\b/i],
  ['write', /\b(write|draft|compose|create|generate|escrib|écri|schreib|scriv|redact|redig)/i],
  // Scripts without word boundaries (Japanese, Chinese) and Cyrillic or Arabic stems.
  ['email', /メール|邮件|郵件|письм|электронн|رسالة|بريد/u],
  ['summarise', /要約|まとめ|总结|摘要|резюм|кратко|لخص|ملخص/u],
  ['translate', /翻訳|翻译|перевед|переведи|ترجم/u],
  ['explain', /説明|解释|解釋|объясни|اشرح/u],
  ['write', /書いて|写|напиши|اكتب/u],
];

const QUESTION = /\?\s*$|^(who|what|when|where|which|how|why|can|could|should|is|are|do|does)\b/i;

export interface TaskDetection {
  task: TaskKind;
  /** Every task the prompt mentions, in order of first mention. */
  mentioned: TaskKind[];
}

export function detectTask(text: string): TaskDetection {
  const hits: Array<{ kind: TaskKind; index: number }> = [];
  for (const [kind, pattern] of TASK_PATTERNS) {
    const match = pattern.exec(text);
    if (match) hits.push({ kind, index: match.index });
  }
  hits.sort((a, b) => a.index - b.index);
  const mentioned = [...new Set(hits.map((hit) => hit.kind))];
  const specific = hits.filter((hit) => hit.kind !== 'write');
  // Customer-service wins over the e-mail or reply it is delivered in.
  if (mentioned.includes('customer-service')) return { task: 'customer-service', mentioned };
  if (specific[0]) return { task: specific[0].kind, mentioned };
  if (QUESTION.test(text.trim())) return { task: 'answer', mentioned: [...mentioned, 'answer'] };
  if (mentioned.includes('write')) return { task: 'write', mentioned };
  return { task: 'general', mentioned };
}

export const TASK_PROFILES: Record<TaskKind, TaskProfile> = {
  'customer-service': {
    noun: 'a customer-service reply',
    role: 'customer support specialist who resolves issues with empathy and precision',
    format: [
      'Open by acknowledging the issue in one sentence.',
      'Explain what happened or what you will check, without blaming anyone.',
      'Give the concrete next step, who takes it and by when, using only details from the request.',
      'Close with how to reach you again.',
    ],
    criteria: [
      'The customer knows exactly what happens next.',
      'No promise is made that the request does not support.',
      'The reply reads as written by a person, not a script.',
    ],
    steps: ['Identify the issue', 'Acknowledge it', 'Resolve or route it', 'Confirm the next step'],
    skeleton: ['Acknowledgement: <one sentence>', 'Resolution: <next step>', 'Close: <contact>'],
  },
  email: {
    noun: 'an email',
    role: 'communications specialist who writes clear, effective emails',
    format: [
      'A subject line of at most 8 words.',
      'A greeting that fits the relationship.',
      'Body paragraphs that lead with the main point.',
      'One clear call to action.',
      'A sign-off.',
    ],
    criteria: [
      'The subject line alone tells the recipient why the email matters.',
      'The call to action is unmistakable.',
      'Every name, date and figure matches the request exactly.',
    ],
    steps: [
      'Decide the one message',
      'Write the subject line',
      'Write the body',
      'End with the ask',
    ],
    skeleton: ['Subject: <specific subject>', 'Hi <name>,', '<main point>', '<call to action>'],
  },
  'social-post': {
    noun: 'a social media post',
    role: 'social media copywriter who writes scroll-stopping posts',
    format: [
      'A hook in the first line.',
      'The message in tight lines.',
      'A call to action.',
      'At most 3 relevant hashtags.',
    ],
    criteria: [
      'The first line makes someone stop scrolling.',
      'It fits the platform named in the request, or states which platform it assumes.',
      'Every name, date and figure matches the request exactly.',
    ],
    steps: ['Pick the hook', 'State the message', 'Add the call to action', 'Choose hashtags'],
    skeleton: ['<hook line>', '<message line>', '<call to action>', '#<tag>'],
  },
  blog: {
    noun: 'a blog post',
    role: 'content writer and editor who writes engaging, well-structured articles',
    format: [
      'A specific title.',
      'An introduction that states the reader’s problem.',
      'Body sections with descriptive subheadings.',
      'A conclusion with a takeaway or next step.',
    ],
    criteria: [
      'Each section earns its place and advances the argument.',
      'Claims are either from the request or clearly marked as general knowledge.',
      'The title promises what the post delivers.',
    ],
    steps: ['Outline the sections', 'Write the introduction', 'Write each section', 'Conclude'],
    skeleton: ['# <title>', '<introduction>', '## <subheading>', '<conclusion>'],
  },
  summarise: {
    noun: 'a summary',
    role: 'analyst who writes faithful, well-organised summaries',
    format: [
      'One sentence with the main point.',
      'Key points as bullets, most important first.',
      'Any decisions, numbers or deadlines from the source, verbatim.',
    ],
    criteria: [
      'Nothing is added that the source does not say.',
      'Someone who reads only the summary can act on it.',
      'Numbers, names and dates match the source exactly.',
    ],
    steps: [
      'Read the source',
      'Find the main point',
      'Pick the key points',
      'Check against source',
    ],
    skeleton: ['Main point: <one sentence>', '- <key point>', '- <key point>'],
  },
  translate: {
    noun: 'a translation',
    role: 'professional translator who keeps meaning, tone and register',
    format: [
      'The translated text only, in the same layout as the source.',
      'Then, if needed, translator’s notes on ambiguous terms.',
    ],
    criteria: [
      'The meaning and register of the source are kept.',
      'Names, numbers, URLs and placeholders are unchanged.',
      'It reads as if written natively in the target language.',
    ],
    steps: ['Read the whole source', 'Translate', 'Check terms and names', 'Add notes if needed'],
    skeleton: ['<translated text>', 'Notes: <term> — <why>'],
  },
  code: {
    noun: 'a code solution',
    role: 'senior software engineer who writes correct, readable, tested code',
    format: [
      'A one-paragraph statement of the approach.',
      'The code in one fenced code block with the language named.',
      'How to run or test it.',
      'Edge cases and limitations.',
    ],
    criteria: [
      'The code runs as written, with every import shown.',
      'Edge cases (empty input, invalid input, large input) are handled or named.',
      'Names and structure are readable without extra comments.',
    ],
    steps: ['Restate the requirement', 'Choose the approach', 'Write the code', 'Test edge cases'],
    skeleton: ['Approach: <one paragraph>', '```<language>', '<code>', '```', 'Tests: <how>'],
  },
  review: {
    noun: 'a review',
    role: 'reviewer who gives specific, actionable feedback',
    format: [
      'An overall verdict in one or two sentences.',
      'Strengths, each tied to a specific passage.',
      'Issues ordered by impact, each with a concrete fix.',
    ],
    criteria: [
      'Every issue comes with a concrete fix.',
      'Feedback quotes or points to the exact passage it concerns.',
      'The most important problem comes first.',
    ],
    steps: ['Read it through', 'Judge the whole', 'List strengths', 'List issues with fixes'],
    skeleton: ['Verdict: <one sentence>', 'Strengths: <point>', 'Issues: <issue> → <fix>'],
  },
  compare: {
    noun: 'a comparison',
    role: 'analyst who writes balanced, evidence-based comparisons',
    format: [
      'The criteria of comparison, named up front.',
      'A table with one row per criterion.',
      'A recommendation that says which option fits which case.',
    ],
    criteria: [
      'Both sides are judged on the same criteria.',
      'The recommendation follows from the comparison.',
      'Uncertain points are marked as such.',
    ],
    steps: ['Name the criteria', 'Assess each option', 'Tabulate', 'Recommend'],
    skeleton: [
      '| Criterion | Option A | Option B |',
      '| --- | --- | --- |',
      'Recommendation: <...>',
    ],
  },
  explain: {
    noun: 'an explanation',
    role: 'teacher who explains complex topics simply and accurately',
    format: [
      'A one-sentence answer first.',
      'The explanation, building from basics, with one concrete analogy.',
      'A recap of the key ideas in two or three lines.',
    ],
    criteria: [
      'Someone new to the topic can follow every step.',
      'Jargon is defined on first use.',
      'The explanation is accurate; uncertainty is stated, not hidden.',
    ],
    steps: ['Answer in one sentence', 'Build up from basics', 'Give an analogy', 'Recap'],
    skeleton: ['Answer: <one sentence>', 'How it works: <steps>', 'Analogy: <...>', 'Recap: <...>'],
  },
  plan: {
    noun: 'a plan',
    role: 'project planner who turns goals into concrete, sequenced steps',
    format: [
      'The target outcome in one sentence.',
      'Numbered steps, each with an owner or a timeframe where the request gives one.',
      'Risks and how to handle them.',
    ],
    criteria: [
      'Each step is concrete enough to start today.',
      'The order of steps respects their dependencies.',
      'Dates and names come only from the request.',
    ],
    steps: ['State the objective', 'Sequence the steps', 'Add timing', 'Name the risks'],
    skeleton: ['Objective: <...>', '1. <step> — <when>', 'Risks: <risk> → <mitigation>'],
  },
  brainstorm: {
    noun: 'a list of ideas',
    role: 'creative strategist who generates varied, usable ideas',
    format: [
      'A numbered list of ideas.',
      'One line per idea explaining why it works.',
      'Your top pick, marked.',
    ],
    criteria: [
      'The ideas are genuinely different from one another.',
      'Each idea can be acted on.',
      'The top pick is justified.',
    ],
    steps: ['Diverge widely', 'Drop the weak ideas', 'Explain each idea', 'Pick the best'],
    skeleton: ['1. <idea> — <why it works>', '2. <idea> — <why it works>', 'Top pick: <n>'],
  },
  answer: {
    noun: 'an answer',
    role: 'subject-matter expert who answers questions directly and accurately',
    format: [
      'The direct answer first.',
      'The reasoning or evidence behind it.',
      'Caveats, if any.',
    ],
    criteria: [
      'The first sentence answers the question.',
      'The answer states how sure it is.',
      'Nothing is presented as fact that is only a guess.',
    ],
    steps: ['Answer directly', 'Support the answer', 'Add caveats'],
    skeleton: ['Answer: <one sentence>', 'Why: <reasoning>', 'Caveats: <...>'],
  },
  write: {
    noun: 'a piece of writing',
    role: 'writer who turns requests into clear, engaging text',
    format: [
      'A title or opening line that states the point.',
      'The body in compact paragraphs.',
      'A closing line that lands the message.',
    ],
    criteria: [
      'The text does what the request asks, and nothing it does not.',
      'It reads naturally out loud.',
      'Every name, date and figure matches the request exactly.',
    ],
    steps: ['Decide the message', 'Draft', 'Tighten', 'Check the facts'],
    skeleton: ['<opening line>', '<body>', '<closing line>'],
  },
  general: {
    noun: 'a response',
    role: 'assistant who gives precise, well-organised responses',
    format: [
      'The direct result first.',
      'Supporting detail in compact paragraphs or bullets.',
      'Any open questions at the end.',
    ],
    criteria: [
      'The response does exactly what the request asks.',
      'Nothing is invented; assumptions are stated.',
      'It can be used as is, without rework.',
    ],
    steps: ['Restate the request', 'Produce the result', 'Check it against the request'],
    skeleton: ['Result: <...>', 'Details: <...>', 'Open questions: <...>'],
  },
};

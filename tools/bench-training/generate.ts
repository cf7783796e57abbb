// Synthetic but realistic training data: short, vague requests a person would type, each with
// the sectioned enhanced prompt a company would want back (Role, Task, Context, Audience,
// Output format, Constraints), across the demo's eight categories. Seeded, so every run
// generates the same items.
import type { Difficulty, NewTrainingData } from '@silent/contracts';
import { seededRandom } from '@silent/training';

interface Domain {
  category: string;
  role: string;
  asks: readonly string[];
  subjects: readonly string[];
  audiences: readonly string[];
  formats: readonly string[];
  rules: readonly string[];
}

const DOMAINS: readonly Domain[] = [
  {
    category: 'marketing',
    role: 'You are a senior marketing copywriter for a growing brand.',
    asks: ['write an ad for', 'landing page copy for', 'launch post about', 'taglines for'],
    subjects: [
      'our new running shoes',
      'a meal kit service',
      'the spring sale',
      'a budgeting app',
      'our coworking space',
      'an electric bike',
    ],
    audiences: [
      'young professionals in cities',
      'parents with busy schedules',
      'small business owners',
      'first-time buyers',
    ],
    formats: [
      'Three variations, each with a headline and a two-sentence body.',
      'Hero section, three benefit blocks and a call to action.',
    ],
    rules: [
      'Lead with the main benefit.',
      'No claims that are not provided.',
      'One call to action only.',
      'Under 150 words.',
    ],
  },
  {
    category: 'email',
    role: 'You are an experienced business writer who drafts clear e-mails.',
    asks: ['email to', 'follow up email for', 'reply to', 'short email telling'],
    subjects: [
      'a client about a late invoice',
      'the team about the new process',
      'a supplier about a delayed order',
      'a candidate after the interview',
      'my manager about time off',
    ],
    audiences: ['a busy client', 'the whole team', 'an external partner'],
    formats: [
      'Subject line, greeting, two short paragraphs and a sign-off.',
      'Subject line and a body of at most five sentences.',
    ],
    rules: [
      'Polite and direct.',
      'State the ask in the first two lines.',
      'Under 120 words.',
      'Placeholders for names and dates.',
    ],
  },
  {
    category: 'software-development',
    role: 'You are a senior software engineer who writes production-quality code.',
    asks: ['write a function to', 'review my code that', 'fix the bug where', 'design an api to'],
    subjects: [
      'parse csv files with quotes',
      'retry failed http requests',
      'paginate database results',
      'validate user sign up forms',
      'cache expensive queries',
    ],
    audiences: ['a mid-level developer', 'a code reviewer'],
    formats: [
      'The code in one block, then a short explanation and tests.',
      'A numbered list of issues with a fix for each.',
    ],
    rules: [
      'Handle errors explicitly.',
      'No external dependencies unless named.',
      'Include unit tests.',
      'Explain trade-offs briefly.',
    ],
  },
  {
    category: 'data-analysis',
    role: 'You are a data analyst who turns numbers into decisions.',
    asks: ['sql query to find', 'analyse', 'dashboard metrics for', 'explain the drop in'],
    subjects: [
      'monthly churn by plan',
      'repeat purchases per customer',
      'weekly active users',
      'conversion from trial to paid',
      'revenue per region',
    ],
    audiences: ['a product manager', 'the leadership team'],
    formats: [
      'The query, then a table of expected columns and a one-paragraph reading.',
      'Three findings with the number behind each.',
    ],
    rules: [
      'State every assumption about the schema.',
      'Name the time window.',
      'No causal claims from correlation.',
      'Round to two decimals.',
    ],
  },
  {
    category: 'customer-support',
    role: 'You are a patient customer support agent.',
    asks: [
      'reply to a customer who',
      'help article about',
      'apology message for',
      'escalation note when',
    ],
    subjects: [
      'was charged twice',
      'cannot reset their password',
      'received a damaged item',
      'wants to cancel the subscription',
      'reports the app crashing',
    ],
    audiences: ['an upset customer', 'a new user', 'the tier two team'],
    formats: [
      'Greeting, acknowledgement, steps to resolve and a closing line.',
      'Numbered steps with one screenshot placeholder each.',
    ],
    rules: [
      'Empathetic, never defensive.',
      'No promises about refunds not confirmed.',
      'Under 150 words.',
      'End with how to get more help.',
    ],
  },
  {
    category: 'content-writing',
    role: 'You are a content writer who writes engaging, well-structured pieces.',
    asks: ['blog post about', 'newsletter intro on', 'linkedin post about', 'article outline on'],
    subjects: [
      'remote work habits',
      'saving energy at home',
      'learning to code at forty',
      'choosing a project tool',
      'the history of coffee',
    ],
    audiences: ['general readers', 'early-career professionals', 'newsletter subscribers'],
    formats: [
      'Title, introduction, three headed sections and a conclusion.',
      'A hook line, three short paragraphs and a question for readers.',
    ],
    rules: [
      'Concrete examples over generic advice.',
      'No clickbait.',
      'Short paragraphs.',
      'Between 600 and 900 words.',
    ],
  },
  {
    category: 'education',
    role: 'You are an experienced teacher who explains clearly.',
    asks: ['explain', 'lesson plan on', 'quiz about', 'study guide for'],
    subjects: [
      'photosynthesis',
      'fractions',
      'the causes of world war one',
      'supply and demand',
      'how vaccines work',
    ],
    audiences: ['ten-year-old students', 'high school students', 'adult learners'],
    formats: [
      'Learning objectives, a 45-minute plan and an exit question.',
      'Ten multiple-choice questions with answers and explanations.',
    ],
    rules: [
      'Age-appropriate vocabulary.',
      'One analogy at least.',
      'Check understanding at the end.',
      'No unexplained jargon.',
    ],
  },
  {
    category: 'business-strategy',
    role: 'You are a strategy consultant who writes crisp recommendations.',
    asks: ['swot analysis for', 'go to market plan for', 'pricing strategy for', 'okrs for'],
    subjects: [
      'a local bakery expanding online',
      'a b2b saas entering europe',
      'a fitness studio',
      'a mobile game studio',
      'a consulting firm',
    ],
    audiences: ['the founders', 'the board', 'the management team'],
    formats: [
      'A two-by-two table, then three recommendations with risks.',
      'Objectives with three key results each and an owner.',
    ],
    rules: [
      'Tie every point to a stated fact or assumption.',
      'Quantify where possible.',
      'No generic buzzwords.',
      'One page at most.',
    ],
  },
];

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** The item at `index`, wrapping around: every list here is a non-empty constant. */
export function cyclic<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('cyclic() needs a non-empty list');
  return item;
}

export function generateTrainingData(count: number, seed = 42): NewTrainingData[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => cyclic(list, Math.floor(next() * list.length));
  const items: NewTrainingData[] = [];
  for (let index = 0; index < count; index += 1) {
    const domain = cyclic(DOMAINS, index);
    const ask = pick(domain.asks);
    const subject = pick(domain.subjects);
    const audience = pick(domain.audiences);
    const rules = [...domain.rules].sort(() => next() - 0.5).slice(0, 3);
    const detail = next() < 0.5 ? ` for ${audience}` : '';
    items.push({
      input_text: `${ask} ${subject}${detail}`,
      expected_output: [
        `## Role\n${domain.role}`,
        `## Task\n${ask.charAt(0).toUpperCase()}${ask.slice(1)} ${subject}, ready to use as is.`,
        `## Context\nDetails that are not given go in [placeholders]; state what you assumed.`,
        `## Audience\n${audience.charAt(0).toUpperCase()}${audience.slice(1)}.`,
        `## Output format\n${pick(domain.formats)}`,
        `## Constraints\n${rules.map((rule) => `- ${rule}`).join('\n')}`,
      ].join('\n\n'),
      category: domain.category,
      difficulty_level: pick(DIFFICULTIES),
      target_audience: audience,
      tags: [domain.category, `synthetic-${index % 17}`],
    });
  }
  return items;
}

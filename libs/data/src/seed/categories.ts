import type { NewCategory } from '../repositories';

/** The demo categories; their sample counts come from the training data, never typed here. */
export const SEED_CATEGORIES: readonly Required<NewCategory>[] = [
  {
    name: 'marketing',
    description: 'Campaign copy, product launches, landing pages and ad variations',
    difficulty_level: 'medium',
  },
  {
    name: 'email',
    description: 'Business e-mails: outreach, follow-ups, announcements and difficult replies',
    difficulty_level: 'easy',
  },
  {
    name: 'software-development',
    description: 'Code generation, reviews, debugging help and technical design',
    difficulty_level: 'hard',
  },
  {
    name: 'data-analysis',
    description: 'SQL, spreadsheets, metrics definitions and turning numbers into decisions',
    difficulty_level: 'hard',
  },
  {
    name: 'customer-support',
    description: 'Support replies, help-centre articles and escalation notes',
    difficulty_level: 'easy',
  },
  {
    name: 'content-writing',
    description: 'Blog posts, social media, newsletters and long-form articles',
    difficulty_level: 'medium',
  },
  {
    name: 'education',
    description: 'Lesson plans, explanations, quizzes and study guides',
    difficulty_level: 'medium',
  },
  {
    name: 'business-strategy',
    description: 'Plans, competitive analysis, meeting summaries and decision memos',
    difficulty_level: 'hard',
  },
];

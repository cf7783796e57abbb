// The demo content as plain data, exposed as '@silent/data/seed': no database, no driver, so
// the command-line program can list the templates and read the training pairs offline.
import { EDUCATION_PAIRS, STRATEGY_PAIRS } from './training-education-strategy';
import { EMAIL_PAIRS, MARKETING_PAIRS } from './training-marketing-email';
import { DATA_PAIRS, SOFTWARE_PAIRS } from './training-software-data';
import { CONTENT_PAIRS, SUPPORT_PAIRS } from './training-support-content';

export { SEED_CATEGORIES } from './categories';
export { SEED_TEMPLATES } from './templates';
export { expectedOutput } from './pair';

/** Every demo training pair (weak prompt → sectioned enhanced prompt). */
export const SEED_TRAINING_DATA = [
  ...MARKETING_PAIRS,
  ...EMAIL_PAIRS,
  ...SOFTWARE_PAIRS,
  ...DATA_PAIRS,
  ...SUPPORT_PAIRS,
  ...CONTENT_PAIRS,
  ...EDUCATION_PAIRS,
  ...STRATEGY_PAIRS,
];

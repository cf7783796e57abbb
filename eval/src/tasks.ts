// Task ids the engine reports, read against the interface's vocabulary. Today's engine (v1)
// names its tasks differently; each v1 id is mapped to the one interface id it stands for, and
// a v1 id with no single counterpart maps to nothing and so never counts as correct.

import { TASK_IDS, type TaskId } from './dataset';

export const LEGACY_TASK_MAP: Readonly<Record<string, TaskId | null>> = {
  'customer-service': 'support-reply',
  email: 'email',
  'social-post': 'social-post',
  blog: 'article',
  summarise: 'summary',
  translate: 'translation',
  // v1's "code" profile writes code ("senior software engineer who writes ... tested code").
  code: 'code-write',
  // v1's "review" is generic feedback on any text, "explain" a teacher's lesson on any topic and
  // "write" generic writing: none is one task of the interface.
  review: null,
  explain: null,
  write: null,
  compare: 'comparison',
  plan: 'plan',
  brainstorm: 'brainstorm',
  answer: 'qa',
  general: 'general',
};

export interface ReadTask {
  /** The interface id the engine's task stands for, or null. */
  task: TaskId | null;
  /** True when the engine used a v1 id that had to be mapped. */
  legacy: boolean;
}

export function readEngineTask(engineTask: string | null): ReadTask {
  if (engineTask === null) return { task: null, legacy: false };
  if ((TASK_IDS as readonly string[]).includes(engineTask)) {
    return { task: engineTask as TaskId, legacy: false };
  }
  return { task: LEGACY_TASK_MAP[engineTask] ?? null, legacy: true };
}

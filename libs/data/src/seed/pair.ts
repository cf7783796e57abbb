import type { Difficulty, NewTrainingData, PromptLength, PromptStyle } from '@silent/contracts';

export interface PairSpec {
  /** What a real user types: short, vague, often without context. */
  input: string;
  difficulty: Difficulty;
  role: string;
  task: string;
  context?: string;
  audience?: string;
  format: string;
  constraints: readonly string[];
  subcategory?: string;
  style?: PromptStyle;
  length?: PromptLength;
  tags?: readonly string[];
}

/**
 * Writes the expected output of a pair as the sectioned prompt we want the enhancer to
 * produce (Role, Task, Context, Audience, Output format, Constraints), with markdown headings.
 */
export function expectedOutput(spec: PairSpec): string {
  const sections = [
    ['Role', spec.role],
    ['Task', spec.task],
    ...(spec.context ? [['Context', spec.context]] : []),
    ...(spec.audience ? [['Audience', spec.audience]] : []),
    ['Output format', spec.format],
    ['Constraints', spec.constraints.map((rule) => `- ${rule}`).join('\n')],
  ];
  return sections.map(([heading, body]) => `## ${heading}\n${body}`).join('\n\n');
}

export function pairsFor(category: string, specs: readonly PairSpec[]): NewTrainingData[] {
  return specs.map((spec) => ({
    input_text: spec.input,
    expected_output: expectedOutput(spec),
    category,
    difficulty_level: spec.difficulty,
    ...(spec.subcategory ? { subcategory: spec.subcategory } : {}),
    ...(spec.style ? { style: spec.style } : {}),
    ...(spec.length ? { length: spec.length } : {}),
    ...(spec.audience ? { target_audience: spec.audience } : {}),
    tags: [...(spec.tags ?? [])],
  }));
}

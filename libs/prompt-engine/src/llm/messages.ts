// The chat messages sent to a model, and how its JSON answer is read back. The offline analysis,
// draft and exemplars go along as guidance so the model starts from what the engine knows.

import type { PromptAnalysis } from '../analyse';
import type { ResolvedInput } from '../engine';
import type { Exemplar } from '../exemplars';
import { lengthLine, STYLE_PROFILES } from '../options';
import type { ChatMessage } from './openai-provider';

const MAX_EXEMPLAR_CHARS = 2000;
const MAX_SUGGESTIONS = 6;

export const SYSTEM_PROMPT = [
  'You improve prompts that people will send to an AI assistant.',
  'Rewrite the user’s prompt into a stronger prompt with clear sections: a role that fits the task,',
  'the task itself, the audience and context only when they are given, the output format, the length',
  'budget, tone and constraints, and success criteria.',
  'Rules:',
  '- Keep every fact of the original word for word: names, numbers, dates, quoted text, URLs and',
  '  {{placeholders}}.',
  '- Never invent facts. Where something is unknown, instruct the assistant to state its assumptions.',
  '- Keep the language of the original request; your directives may be in English.',
  `- Return suggestions (at most ${MAX_SUGGESTIONS}) that are specific to this prompt and actionable,`,
  '  and none for what it already has.',
  'Answer with a JSON object only: {"enhancedPrompt": string, "suggestions": string[]}.',
].join('\n');

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function buildMessages(
  resolved: ResolvedInput,
  analysis: PromptAnalysis,
  draft: string,
  exemplars: readonly Exemplar[],
): ChatMessage[] {
  const lines = [
    'Original prompt:',
    '"""',
    resolved.original,
    '"""',
    '',
    `Style: ${resolved.style} (${STYLE_PROFILES[resolved.style].tone})`,
    `Length: ${resolved.length} (${lengthLine(resolved.length, analysis.task, analysis.statedLength)})`,
  ];
  if (resolved.targetAudience) lines.push(`Target audience: ${resolved.targetAudience}`);
  if (resolved.context) lines.push(`Context: ${resolved.context}`);
  lines.push(
    '',
    'Analysis:',
    `- task: ${analysis.task}`,
    `- subject: ${analysis.subject ?? 'not identified'}`,
    `- has: ${analysis.present.join(', ') || 'none'}`,
    `- lacks: ${analysis.missing.join(', ') || 'nothing'}`,
    `- weaknesses: ${analysis.weaknesses.map((w) => `${w.id} (${w.terms.join(', ')})`).join('; ') || 'none'}`,
    `- facts to keep verbatim: ${analysis.facts.map((fact) => fact.text).join(' | ') || 'none'}`,
    '',
    'Draft from the offline engine (improve on it):',
    '"""',
    draft,
    '"""',
  );
  exemplars.forEach((exemplar, index) => {
    lines.push(
      '',
      `Example ${index + 1} of a good enhancement (follow its structure, not its facts):`,
      `Input: ${truncate(exemplar.input, MAX_EXEMPLAR_CHARS)}`,
      'Output:',
      truncate(exemplar.output, MAX_EXEMPLAR_CHARS),
    );
  });
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: lines.join('\n') },
  ];
}

export interface ModelEnhancement {
  enhancedPrompt: string;
  suggestions: string[];
}

/** Reads the model's JSON answer; undefined when it is not the object we asked for. */
export function parseModelAnswer(content: string): ModelEnhancement | undefined {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { enhancedPrompt, suggestions } = value as Record<string, unknown>;
  if (typeof enhancedPrompt !== 'string' || enhancedPrompt.trim().length === 0) return undefined;
  const list = Array.isArray(suggestions)
    ? suggestions.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
  return { enhancedPrompt: enhancedPrompt.trim(), suggestions: list.slice(0, MAX_SUGGESTIONS) };
}

// Pass 5: the plan written out as ONE prompt in the prompt's language. A short request reads as
// a role line, the request restated in the user's own words (never quoted in a fence), the
// user's audience and context, then the additions as a short list and, when material is missing,
// a tagged block to paste it into. A prompt that already has headed sections keeps its structure:
// the additions go under headings in its own heading style.

import type { PromptAnalysis } from './analyse';
import type { Addition, Plan } from './plan';
import { renderHeading, type HeadingStyle } from './sections';

function bullets(additions: readonly Addition[], underOwnHeading = false): string[] {
  return additions.flatMap((addition) =>
    (underOwnHeading && addition.value ? [addition.value] : addition.lines).map(
      (line) => `- ${line}`,
    ),
  );
}

function materialBlock(plan: Plan): string | undefined {
  if (!plan.material) return undefined;
  return [`<${plan.material.tag}>`, ...plan.material.lines, `</${plan.material.tag}>`].join('\n');
}

type HeadingKey = keyof Plan['pack']['headings'];
const HEADING_OF: Record<Addition['id'], HeadingKey> = {
  role: 'role',
  audience: 'audience',
  context: 'context',
  clarify: 'edges',
  format: 'format',
  'edge-cases': 'edges',
  unknowns: 'unknowns',
  'house-rules': 'house',
  length: 'length',
  tone: 'tone',
  placeholders: 'edges',
  variables: 'edges',
  'answer-language': 'format',
  inputs: 'input',
};

function renderStructured(analysis: PromptAnalysis, plan: Plan): string {
  const style: HeadingStyle = analysis.doc.style ?? 'markdown';
  const existing = new Set(analysis.doc.sections.map((section) => section.label.toLowerCase()));
  const blocks: string[] = [];
  if (plan.role)
    blocks.push([renderHeading(plan.pack.headings.role, style), ...plan.role.lines].join('\n'));
  blocks.push(plan.request);
  const groups = new Map<HeadingKey, Addition[]>();
  for (const addition of [...plan.given, ...plan.additions]) {
    const key = HEADING_OF[addition.id];
    groups.set(key, [...(groups.get(key) ?? []), addition]);
  }
  for (const [key, additions] of groups) {
    const label = plan.pack.headings[key];
    // Never a second section of a name the prompt already uses.
    const heading = existing.has(label.toLowerCase()) ? [] : [renderHeading(label, style)];
    blocks.push([...heading, ...bullets(additions, heading.length > 0)].join('\n'));
  }
  const block = materialBlock(plan);
  if (block) blocks.push([renderHeading(plan.pack.headings.input, style), block].join('\n'));
  return blocks.join('\n\n');
}

/** The enhanced prompt for a plan. Pure: same analysis and plan, same text. */
export function renderPrompt(analysis: PromptAnalysis, plan: Plan): string {
  if (analysis.structured) return renderStructured(analysis, plan);
  const blocks: string[] = [];
  if (plan.role) blocks.push(plan.role.lines.join(' '));
  const given = plan.given.flatMap((addition) => addition.lines);
  blocks.push([plan.request, ...given].join('\n'));
  const list = bullets(plan.additions);
  if (list.length > 0) blocks.push(list.join('\n'));
  const block = materialBlock(plan);
  if (block) blocks.push(block);
  return blocks.join('\n\n');
}

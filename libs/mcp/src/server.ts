// The Silent tools as one MCP server, whatever carries it: `silent mcp` connects it to stdio,
// the API to Streamable HTTP at /mcp. Inputs are the contracts' schemas (see schemas.ts); every
// tool answers with readable text and the same data as structured content.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { userMessage, type SilentBackend } from './backend';
import {
  ApplyTemplateToolInput,
  EnhanceToolInput,
  GetPromptToolInput,
  ListTemplatesToolInput,
  ScoreToolInput,
  VariationsToolInput,
  zodOf,
} from './schemas';

export const MCP_SERVER_NAME = 'silent';

/** The tools, by name, with what a client (and the model choosing them) is told. */
export const TOOL_DESCRIPTIONS = {
  enhance_prompt:
    'Rewrite a prompt so a language model can act on it: adds a role, the task, context, output format and constraints the prompt lacks, keeping its facts verbatim. Returns the enhanced prompt, its 0-10 score and suggestions.',
  score_prompt:
    'Score a prompt from 0 to 10 with the checks behind the score (task, context, format, constraints, ...), without changing it.',
  generate_variations:
    'Three rewrites of a prompt along different axes (e.g. more structured, more concise, more creative), each with its score.',
  list_templates: 'The prompt templates available, with their ids, categories and {{variables}}.',
  apply_template:
    'Fill a template (id from list_templates) with values for all of its variables and return the prompt.',
  get_prompt:
    'Fetch a prompt from your Silent prompt library by name and label (default production; latest for the newest version), with its version, {{variables}} and how it was made.',
} as const;

export type ToolName = keyof typeof TOOL_DESCRIPTIONS;
export const TOOL_NAMES = Object.keys(TOOL_DESCRIPTIONS) as ToolName[];

function answer(text: string, data: object): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    structuredContent: data as Record<string, unknown>,
  };
}

// A refused input or a server's "no" is the tool's answer (isError), not a protocol failure;
// anything else is a bug, reported without its internals.
async function run(body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    const message = userMessage(error) ?? 'The tool failed unexpectedly.';
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}

/** A new MCP server with the six Silent tools running on `backend`. */
export function createSilentMcpServer(
  backend: SilentBackend,
  info: { version: string } = { version: '0.1.0' },
): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: info.version });
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'enhance_prompt',
    {
      title: 'Enhance a prompt',
      description: TOOL_DESCRIPTIONS.enhance_prompt,
      inputSchema: zodOf(EnhanceToolInput),
    },
    (args) =>
      run(async () => {
        const result = await backend.enhance(args);
        return answer(result.enhancedPrompt, result);
      }),
  );

  server.registerTool(
    'score_prompt',
    {
      title: 'Score a prompt',
      description: TOOL_DESCRIPTIONS.score_prompt,
      inputSchema: zodOf(ScoreToolInput),
      annotations: readOnly,
    },
    (args) =>
      run(async () => {
        const result = backend.score(args.originalPrompt);
        const lines = result.checks.map(
          (check) =>
            `${check.passed ? '✓' : '✗'} ${check.label} (${check.points >= 0 ? '+' : ''}${check.points})`,
        );
        return answer([`Score: ${result.score}/10`, ...lines].join('\n'), result);
      }),
  );

  server.registerTool(
    'generate_variations',
    {
      title: 'Generate variations',
      description: TOOL_DESCRIPTIONS.generate_variations,
      inputSchema: zodOf(VariationsToolInput),
    },
    (args) =>
      run(async () => {
        const result = await backend.variations(args);
        const text = result.variations
          .map(
            (variation, index) => `### ${result.details[index]?.label ?? index + 1}\n${variation}`,
          )
          .join('\n\n');
        return answer(text, result);
      }),
  );

  server.registerTool(
    'list_templates',
    {
      title: 'List templates',
      description: TOOL_DESCRIPTIONS.list_templates,
      inputSchema: zodOf(ListTemplatesToolInput),
      annotations: readOnly,
    },
    (args) =>
      run(async () => {
        const templates = await backend.listTemplates(args.category);
        const text = templates
          .map(
            (template) =>
              `${template.id}  ${template.name} [${template.category}]: ${template.variables.join(', ')}`,
          )
          .join('\n');
        return answer(text || 'No templates.', { templates });
      }),
  );

  server.registerTool(
    'apply_template',
    {
      title: 'Apply a template',
      description: TOOL_DESCRIPTIONS.apply_template,
      inputSchema: zodOf(ApplyTemplateToolInput),
    },
    (args) =>
      run(async () => {
        const result = await backend.applyTemplate(args);
        return answer(result.result, result);
      }),
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a library prompt',
      description: TOOL_DESCRIPTIONS.get_prompt,
      inputSchema: zodOf(GetPromptToolInput),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      run(async () => {
        const result = await backend.getPrompt(args);
        return answer(result.text, result);
      }),
  );

  return server;
}

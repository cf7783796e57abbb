export {
  BackendError,
  createClientBackend,
  createOfflineBackend,
  templateIdOf,
  userMessage,
} from './backend';
export type {
  ApplyTemplateOutput,
  ClientBackendOptions,
  EnhanceOutput,
  SilentBackend,
  TemplateSource,
} from './backend';
export {
  ApplyTemplateToolInput,
  EnhanceToolInput,
  GetPromptToolInput,
  InvalidInputError,
  ListTemplatesToolInput,
  ScoreToolInput,
  VariationsToolInput,
  checkInput,
  jsonSchemaOf,
  zodOf,
} from './schemas';
export { MCP_SERVER_NAME, TOOL_DESCRIPTIONS, TOOL_NAMES, createSilentMcpServer } from './server';
export type { ToolName } from './server';

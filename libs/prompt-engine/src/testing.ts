// Test helpers for other projects' specs (not part of the engine's public API): a local
// OpenAI-wire server that answers, streams, hangs or fails as a spec scripts it.
export {
  chunksOf,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
  type FakeServerOptions,
  type FakeUsage,
} from './llm/fake-openai-server';

// Every model call is recorded (model, tokens from `usage`, latency, outcome) for the admin's
// cost and latency totals. The main thread's enhancer records through the model runtime; a batch
// worker collects its calls with the same wrapper and hands them back to the main thread, which
// records them the same way (this file imports nothing the worker bundle should not carry).
import {
  LlmError,
  type ChatRequest,
  type ChatStream,
  type LlmProvider,
} from '@silent/prompt-engine';

/** One model call, as recorded (the purpose is added where it is stored). */
export interface ModelCall {
  model: string;
  promptTokens: number | null;
  completionTokens: number | null;
  latencyMs: number;
  ok: boolean;
}

/** Records each chat (and stream) of `inner`: model, tokens, latency, outcome. */
export function recordingProvider(
  inner: LlmProvider,
  record: (call: ModelCall) => Promise<void>,
): LlmProvider {
  const failed = (request: ChatRequest, start: number, error: unknown) => {
    // A call the caller cancelled says nothing about the model.
    if (error instanceof LlmError && error.kind === 'aborted') return Promise.resolve();
    return record({
      model: request.model ?? inner.model,
      promptTokens: null,
      completionTokens: null,
      latencyMs: performance.now() - start,
      ok: false,
    });
  };
  const provider: LlmProvider = {
    model: inner.model,
    async chat(request) {
      const start = performance.now();
      try {
        const response = await inner.chat(request);
        await record({
          model: response.model,
          promptTokens: response.usage?.promptTokens ?? null,
          completionTokens: response.usage?.completionTokens ?? null,
          latencyMs: performance.now() - start,
          ok: true,
        });
        return response;
      } catch (error) {
        await failed(request, start, error);
        throw error;
      }
    },
  };
  const openStream = inner.chatStream?.bind(inner);
  if (openStream) {
    provider.chatStream = async (request): Promise<ChatStream> => {
      const start = performance.now();
      let stream: ChatStream;
      try {
        stream = await openStream(request);
      } catch (error) {
        await failed(request, start, error);
        throw error;
      }
      async function* deltas(): AsyncGenerator<string> {
        let ok = false;
        try {
          for await (const delta of stream.deltas) yield delta;
          ok = true;
        } catch (error) {
          await failed(request, start, error);
          throw error;
        } finally {
          if (ok) {
            const usage = stream.usage();
            await record({
              model: stream.model(),
              promptTokens: usage?.promptTokens ?? null,
              completionTokens: usage?.completionTokens ?? null,
              latencyMs: performance.now() - start,
              ok: true,
            });
          }
        }
      }
      return { deltas: deltas(), model: () => stream.model(), usage: () => stream.usage() };
    };
  }
  return provider;
}

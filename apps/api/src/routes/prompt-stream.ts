import {
  ENHANCE_STREAM,
  EnhanceRequestSchema,
  MESSAGES,
  type EnhanceRequest,
  type StreamDelta,
  type StreamError,
  type EnhancementResult,
} from '@silent/contracts';
import { ownerIdOf } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { viewerOf } from '../http/access';
import { engineOptions, storeEnhancement } from './prompt';

type StreamEvent =
  | [typeof ENHANCE_STREAM.events.delta, StreamDelta]
  | [typeof ENHANCE_STREAM.events.result, EnhancementResult]
  | [typeof ENHANCE_STREAM.events.error, StreamError];

/**
 * `POST /api/prompt/enhance/stream` (see ENHANCE_STREAM in the contracts): the enhancement as
 * Server-Sent Events, so the Basic Enhancer shows a model's answer as it is written and can stop
 * it. Validation, access and the engine rate limit are those of `enhancePrompt`; refusals are
 * JSON envelopes as usual, because they happen before the stream starts.
 */
export default async function promptStreamRoutes(app: FastifyInstance) {
  app.post<{ Body: EnhanceRequest }>(
    ENHANCE_STREAM.path,
    {
      schema: {
        summary:
          'Enhance one prompt as Server-Sent Events: delta events, then one result or one error',
        tags: ['prompt'],
        body: EnhanceRequestSchema,
        security: [{}, { bearerAuth: [] }],
      },
      config: { throttle: 'engine', access: 'viewer' },
      onRequest: app.identify,
    },
    async (request, reply) => {
      const { originalPrompt, ...rest } = request.body;
      const options = engineOptions(rest);
      const owner = ownerIdOf(viewerOf(request));
      const exemplars = await app.exemplarCache.get(owner);

      // The client closing the connection (Stop, a closed tab) stops the model call.
      const stopped = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) stopped.abort();
      });
      const stream = new PassThrough();
      const send = ([event, data]: StreamEvent) => {
        if (!stopped.signal.aborted)
          stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };

      const start = performance.now();
      const produce = async () => {
        try {
          const events = app.enhancer.stream(
            { originalPrompt, ...options },
            { exemplars, signal: stopped.signal },
          );
          for await (const event of events) {
            if (stopped.signal.aborted) break;
            if (event.type === 'delta') {
              send([ENHANCE_STREAM.events.delta, { text: event.text }]);
            } else {
              const stored = await storeEnhancement(app, {
                originalPrompt,
                options,
                owner,
                result: event.result,
                start,
              });
              send([ENHANCE_STREAM.events.result, stored]);
            }
          }
        } catch (error) {
          request.log.error({ err: error }, 'streamed enhancement failed');
          send([ENHANCE_STREAM.events.error, { error: MESSAGES.enhanceFailed }]);
        } finally {
          stream.end();
        }
      };
      void produce();
      // Sent through Fastify (not hijacked), so every hook's headers and the request's log
      // line are those of any other answer.
      return (
        reply
          .code(200)
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies that buffer (nginx) would hold every delta until the end.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}

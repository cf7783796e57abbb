// The admin dashboard's Model panel asks its own endpoints once the waitlist has loaded: these
// answer them from the contracts' examples, in front of whatever fetch stub a spec installed.
import { endpointExamples } from '@silent/contracts/testing';
import { replyAsResponse } from '../../../testing/mock-fetch';

type Reply = { status: number; body: unknown };

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

/** The default answers of the model endpoints, by method and path. */
export const MODEL_REPLIES: Record<string, Reply> = {
  'GET /api/admin/model': ok(endpointExamples.getModelSettings.data),
  'GET /api/admin/model/usage': ok(endpointExamples.getModelUsage.data),
  'GET /api/admin/model/prices': ok(endpointExamples.listModelPrices.data),
};

/**
 * Wraps the installed `globalThis.fetch`: requests to /api/admin/model… are answered by
 * `replies` (then MODEL_REPLIES), everything else goes to the stub underneath. Returns the
 * wrapper's mock, which records every call.
 */
export function answerModelEndpoints(
  replies: Record<string, Reply | ((body: unknown) => Reply)> = {},
): jest.Mock {
  const underneath = globalThis.fetch;
  const fn = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/admin/model')) return underneath(input, init);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const given = replies[key];
    const reply = (typeof given === 'function' ? given(body) : given) ??
      MODEL_REPLIES[key] ?? { status: 404, body: { success: false, error: 'Not found' } };
    return replyAsResponse(reply);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

// The one rule every answer of the API obeys, checked the same way by every robustness suite.

export interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
}

/** One request a fuzz suite sends, named by the strategy that made it. */
export interface FuzzRequest {
  strategy: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The request and its answer, clipped, for a failure message. */
export function describeCase(request: FuzzRequest, answer: Answer): string {
  const clip = (text: string | undefined) =>
    text === undefined ? '' : JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text);
  return [
    `strategy=${request.strategy} ${request.method} ${clip(request.url)}`,
    `headers=${JSON.stringify(request.headers)}`,
    `payload=${clip(request.payload)}`,
    `→ ${answer.statusCode} ${clip(answer.body)}`,
  ].join('\n  ');
}

/** The answer's body as a JSON object, or what is wrong with it. */
function jsonObject(answer: Answer): { body: Record<string, unknown> } | { problem: string } {
  if (!answer.contentType.includes('application/json')) {
    return { problem: `content type "${answer.contentType}" is not JSON` };
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return { problem: 'body is not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { problem: 'body is not an object' };
  }
  return { body: body as Record<string, unknown> };
}

/**
 * Undefined when the answer is a proper envelope: 2xx or 4xx (never 5xx), JSON with a boolean
 * `success`, and on 4xx `success: false` with a non-empty `error` sentence. Otherwise what's wrong.
 */
export function checkEnvelope(
  answer: Answer,
  expectStatus?: readonly number[],
): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `unexpected status ${status}`;
  if (expectStatus && !expectStatus.includes(status)) {
    return `expected ${expectStatus.join(' or ')}, got ${status}`;
  }
  const parsed = jsonObject(answer);
  if ('problem' in parsed) return parsed.problem;
  const envelope = parsed.body;
  if (typeof envelope.success !== 'boolean') return 'no boolean "success"';
  if (status < 300 && envelope.success !== true) return '2xx without success: true';
  if (status >= 400) {
    if (envelope.success !== false) return '4xx without success: false';
    if (typeof envelope.error !== 'string' || !envelope.error.trim()) {
      return '4xx without an error message';
    }
  }
  return undefined;
}

/**
 * The embedded auth service (/auth/v1) speaks GoTrue's shapes, not the envelope: undefined when
 * the answer is never a 5xx, a 3xx carries a Location, a 204 is empty, anything else is a JSON
 * object, and a 4xx has a non-empty `msg` (what supabase-js shows). Otherwise what's wrong.
 */
export function checkAuthAnswer(answer: Answer & { location?: string }): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (status >= 300 && status < 400)
    return answer.location ? undefined : `${status} without Location`;
  if (status === 204) return answer.body === '' ? undefined : '204 with a body';
  const parsed = jsonObject(answer);
  if ('problem' in parsed) return parsed.problem;
  const msg = parsed.body.msg;
  if (status >= 400 && (typeof msg !== 'string' || !msg.trim())) return '4xx without a msg';
  return undefined;
}

// The one rule every answer of the API obeys, checked the same way by every robustness suite.

export interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
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
  if (!answer.contentType.includes('application/json')) {
    return `content type "${answer.contentType}" is not JSON`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  const envelope = body as { success?: unknown; error?: unknown };
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

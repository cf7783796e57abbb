import {
  API_BUNDLE,
  WORKSPACE_ROOT,
  freePort,
  startProductionServer,
  type RunningServer,
} from '@silent/tools/production-server';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

export { API_BUNDLE, WORKSPACE_ROOT, freePort, type RunningServer };
export const WEB_BUILD = join(WORKSPACE_ROOT, 'dist/apps/web/index.html');

/** E-mail the e2e server treats as an admin (ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';

/**
 * Starts the production bundle for the end-to-end suites. `env` overrides these defaults
 * (e.g. DATABASE_URL to run against a real PostgreSQL).
 */
export function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  return startProductionServer({
    ...options,
    env: {
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_STRICT_MAX: '100000',
      RATE_LIMIT_PAGE_MAX: '100000',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Many sign-ins come from 127.0.0.1 in one run; the product defaults (60 s per address,
      // 30 mails per IP per 5 minutes) are tested by the auth suites themselves.
      AUTH_LINK_COOLDOWN_SECONDS: '1',
      AUTH_RATE_LIMIT_EMAIL: '10000',
      AUTH_RATE_LIMIT_VERIFY: '10000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
      ...env,
    },
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

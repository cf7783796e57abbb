// The benchmarks measure the real `npm start` server, started by the shared starter with the
// rate limits out of the way and a throwaway embedded database.
import { rmSync } from 'node:fs';
import productionServer from '../scripts/production-server.cjs';

export const ROOT = productionServer.WORKSPACE_ROOT;

export async function startProductionServer(env = {}) {
  const server = await productionServer.startProductionServer({
    env: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_STRICT_MAX: '100000000', ...env },
  });
  return {
    baseUrl: server.baseUrl,
    pid: server.process.pid,
    async stop() {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

import type { RunningServer } from './server';
import { removeDir } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: RunningServer }).__E2E_SERVER__;
  if (!server) return;
  await server.stop();
  removeDir(server.dataDir);
}

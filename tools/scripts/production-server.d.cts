import type { ChildProcess } from 'node:child_process';

export declare const WORKSPACE_ROOT: string;
export declare const API_BUNDLE: string;
export declare const WEB_DIST: string;

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export declare function freePort(): Promise<number>;
export declare function startProductionServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
  /** The server bundle to start (default: API_BUNDLE). */
  bundle?: string;
}): Promise<RunningServer>;

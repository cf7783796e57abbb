// The training job runner. Every API process may run one: it claims pending sessions through
// the database (FOR UPDATE SKIP LOCKED, so two processes never run the same one), runs them
// one at a time on a worker thread, stores progress with a heartbeat and a checkpoint after
// every finished category, and puts the sessions of workers that died back in the queue, to
// continue from their checkpoints (failing one only when it was interrupted too often).
import { MESSAGES, type TrainingSession } from '@silent/contracts';
import {
  TrainingRunsRepository,
  type ClaimedSession,
  type Database,
  type StaleRecovery,
} from '@silent/data';
import type { Enhancer } from '@silent/prompt-engine';
import {
  NoTrainingDataError,
  readCheckpoint,
  storedCheckpoint,
  type CategoryCheckpoint,
  type PipelineSettings,
  type SessionRecord,
} from '@silent/training';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ModelCall } from '../engine/model-calls';
import {
  inlineJobs,
  threadJobs,
  type LlmSource,
  type TrainingJob,
  type TrainingJobRunner,
} from './training-job';

export interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TrainingRunnerOptions {
  database: Pick<Database, 'db' | 'kind' | 'repositories'>;
  enhancer: Enhancer;
  /** How long to wait between looks at an empty queue (ms). */
  pollMs: number;
  /** A heartbeat older than this marks an in_progress session as interrupted (ms). */
  staleMs: number;
  /** Interrupted runs after which a session is failed instead of requeued (default 3). */
  maxAttempts?: number;
  /**
   * The bundled training worker (dist/apps/api/training-worker.mjs) and the LLM settings its
   * enhancer is built from: sessions are computed on a thread. Without it, inline.
   */
  thread?: { workerFile: string; llm: LlmSource };
  /** How often a running session's progress and heartbeat are written (ms). */
  heartbeatMs?: number;
  /** Records a model call a session's thread made (inline sessions' enhancer records its own). */
  recordCall?: (call: ModelCall) => Promise<void>;
  /** The LLM model for a session's model_version (undefined: the enhancer's own). */
  modelFor?: (modelVersion: string) => string | undefined;
  /** Pipeline settings: threshold, k, folds, ... (no `now` with a thread). */
  pipeline?: Omit<PipelineSettings, 'now'>;
  workerId?: string;
  logger?: RunnerLogger;
  /** Called after a session stored new active exemplars. */
  onCompleted?: (session: TrainingSession) => void;
}

const ignore = () => undefined;
const silent: RunnerLogger = { info: ignore, warn: ignore, error: ignore };

/** Raised inside a run when the worker must stop: shutdown, or the session is no longer ours. */
class StopRun extends Error {
  constructor(readonly reason: 'shutdown' | 'lost') {
    super(reason);
  }
}

/**
 * A running session's heartbeat. Progress writes keep it fresh while the pipeline moves; a timer
 * keeps it fresh when one engine call is slow (an LLM near its timeout), so no live session
 * looks crashed to another process. A write that finds the session no longer ours stops the run.
 */
class Heartbeat {
  private lastBeat = Date.now();
  private done = 0;
  private total = 0;
  private readonly keepAlive: ReturnType<typeof setInterval>;

  constructor(
    private readonly setup: {
      /** Stores progress and the heartbeat; false when the session is no longer ours. */
      write: (done: number, total: number) => Promise<boolean>;
      lost: () => void;
      /** How often progress is written while it moves (ms). */
      everyMs: number;
      staleMs: number;
      onError: (error: unknown) => void;
    },
  ) {
    this.keepAlive = setInterval(
      () => {
        if (Date.now() - this.lastBeat >= setup.staleMs / 3) this.beat().catch(setup.onError);
      },
      Math.max(50, setup.staleMs / 6),
    );
  }

  /** Records progress, and writes it when a beat is due or the run is at its end. */
  async progress(done: number, total: number): Promise<void> {
    this.done = done;
    this.total = total;
    if (Date.now() - this.lastBeat >= this.setup.everyMs || done === total) await this.beat();
  }

  stop(): void {
    clearInterval(this.keepAlive);
  }

  private async beat(): Promise<void> {
    this.lastBeat = Date.now();
    if (!(await this.setup.write(this.done, this.total))) this.setup.lost();
  }
}

export class TrainingRunner {
  readonly workerId: string;
  private readonly runs: TrainingRunsRepository;
  private readonly log: RunnerLogger;
  private readonly runJob: TrainingJobRunner;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private current: AbortController | undefined;
  private lastStaleCheck = 0;

  constructor(private readonly options: TrainingRunnerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.runs = new TrainingRunsRepository(options.database.db);
    this.log = options.logger ?? silent;
    this.runJob = options.thread
      ? threadJobs(options.thread.workerFile, options.thread.llm)
      : inlineJobs(options.enhancer);
  }

  /** Sessions run on a worker thread (true) or on the main thread. */
  get threaded(): boolean {
    return this.options.thread !== undefined;
  }

  /**
   * Puts the sessions a dead worker left in_progress back in the queue (they continue from
   * their checkpoints), or fails those interrupted `maxAttempts` times. On embedded PGlite only
   * this process can use the database (the data directory is locked), so at start every
   * in_progress session is a dead one; on PostgreSQL other live processes may hold some, so the
   * heartbeat decides.
   */
  async recover(atStart = false): Promise<StaleRecovery> {
    const everything = atStart && this.options.database.kind === 'pglite';
    const recovered = await this.runs.recoverStale(everything ? 0 : this.options.staleMs, {
      maxAttempts: this.options.maxAttempts ?? 3,
      reason: MESSAGES.interrupted,
    });
    this.lastStaleCheck = Date.now();
    if (recovered.requeued.length > 0) {
      this.log.warn(
        { sessions: recovered.requeued },
        'interrupted training sessions requeued, to continue from their checkpoints',
      );
      this.nudge();
    }
    if (recovered.failed.length > 0) {
      this.log.warn(
        { sessions: recovered.failed },
        'training sessions interrupted too often: failed',
      );
    }
    return recovered;
  }

  /** Recovers, then polls until stop(). */
  async start(): Promise<void> {
    if (this.loop) return;
    this.stopping = false;
    await this.recover(true);
    this.loop = this.poll();
  }

  /** Stops polling; a session under way is put back in the queue for the next worker. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.current?.abort(new StopRun('shutdown'));
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Looks for work now instead of at the next poll (after a session was queued). */
  nudge(): void {
    this.wake?.();
  }

  /** Runs sessions until none is pending; returns the ids this worker ran. */
  async drain(): Promise<string[]> {
    const ran: string[] = [];
    for (;;) {
      const id = await this.runOnce();
      if (!id) return ran;
      ran.push(id);
    }
  }

  private async poll(): Promise<void> {
    while (!this.stopping) {
      let ran: string | undefined;
      try {
        if (Date.now() - this.lastStaleCheck >= this.options.staleMs / 2) await this.recover();
        ran = await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'training runner poll failed');
      }
      if (ran || this.stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Claims and runs one pending session; returns its id, or undefined when none is pending. */
  async runOnce(): Promise<string | undefined> {
    if (this.stopping) return undefined;
    const session = await this.runs.claimNext(this.workerId);
    if (!session) return undefined;
    await this.run(session);
    return session.id;
  }

  private async run(session: ClaimedSession): Promise<void> {
    const { id } = session;
    const controller = new AbortController();
    this.current = controller;
    const lost = () => controller.abort(new StopRun('lost'));
    const heartbeat = new Heartbeat({
      write: (done, total) => this.runs.progress(id, this.workerId, done, total),
      lost,
      everyMs: this.options.heartbeatMs ?? 1000,
      staleMs: this.options.staleMs,
      onError: (error) => this.log.warn({ err: error }, 'heartbeat failed'),
    });
    this.log.info({ session: id, worker: this.workerId }, 'training session started');
    try {
      const job = await this.jobFor(session);
      const outcome = await this.runJob(job, {
        signal: controller.signal,
        onProgress: (done, total) => heartbeat.progress(done, total),
        onCategoryDone: this.checkpointer(id, job.resume, lost),
        ...(this.options.recordCall ? { onModelCall: this.options.recordCall } : {}),
      });
      await this.complete(session, job, outcome);
    } catch (error) {
      await this.settle(id, controller.signal, error);
    } finally {
      heartbeat.stop();
      this.current = undefined;
    }
  }

  /**
   * What a session trains on. A user's session reads their own items and the shared ones; a
   * shared session (queued by an admin) reads the shared items only. Items of other categories
   * serve as controls.
   */
  private async jobFor(session: ClaimedSession): Promise<TrainingJob> {
    const { trainingData, trainingResults } = this.options.database.repositories;
    const visible = await trainingData.listForTraining([], session.ownerId);
    const wanted = new Set(session.categories.map((category) => category.trim()));
    const rows = visible.filter((row) => wanted.has(row.category.trim()));
    const controlRows = visible.filter((row) => !wanted.has(row.category.trim()));
    // The "before" every candidate must beat: what the owner's enhancements use today.
    const current = (await trainingResults.exemplarsFor(session.ownerId)).map((exemplar) => ({
      id: exemplar.id,
      input: exemplar.input,
      output: exemplar.output,
      category: exemplar.category,
    }));
    const modelHint =
      this.options.enhancer.engine === 'llm'
        ? this.options.modelFor?.(session.model_version)
        : undefined;
    const resume = readCheckpoint(session.checkpoint);
    if (resume.length > 0) {
      this.log.info(
        {
          session: session.id,
          categories: [...new Set(resume.map((checkpoint) => checkpoint.category))],
          attempts: session.attempts,
        },
        'training session continues from its checkpoint',
      );
    }
    return {
      categories: [...session.categories],
      rows,
      controlRows,
      current,
      ...(modelHint ? { modelHint } : {}),
      // Small batches: progress (and so the heartbeat and cancel) is seen often.
      settings: { progressEvery: 8, ...this.options.pipeline },
      resume,
    };
  }

  /**
   * What an interrupted run finished, per category, with each newly finished one added: the
   * whole set is stored, only while this worker still holds the session.
   */
  private checkpointer(
    id: string,
    resume: readonly CategoryCheckpoint[],
    lost: () => void,
  ): (checkpoint: CategoryCheckpoint) => Promise<void> {
    const finished = new Map(resume.map((checkpoint) => [checkpoint.category, checkpoint]));
    return async (checkpoint) => {
      finished.set(checkpoint.category, checkpoint);
      const stored = storedCheckpoint([...finished.values()]);
      if (!(await this.runs.saveCheckpoint(id, this.workerId, stored))) lost();
    };
  }

  /** Stores the outcome, unless the session was cancelled, deleted or taken away meanwhile. */
  private async complete(
    session: ClaimedSession,
    job: TrainingJob,
    outcome: SessionRecord,
  ): Promise<void> {
    const trained = job.rows.map((row) => ({ id: row.id, category: row.category }));
    if (await this.runs.complete(session.id, this.workerId, { ...outcome, trained })) {
      this.log.info(
        {
          session: session.id,
          successRate: outcome.successRate,
          baseline: outcome.baselineSuccessRate,
        },
        'training session completed',
      );
      this.options.onCompleted?.(session);
    } else {
      this.log.warn(
        { session: session.id },
        'training session was cancelled, deleted or taken away before it completed',
      );
    }
  }

  /** Where a run that threw leaves its session: queued again, failed, or as another left it. */
  private async settle(id: string, signal: AbortSignal, error: unknown): Promise<void> {
    const stop = signal.aborted ? (signal.reason as unknown) : undefined;
    if (stop instanceof StopRun && stop.reason === 'shutdown') {
      await this.runs.release(id, this.workerId);
      this.log.info({ session: id }, 'training session returned to the queue (shutdown)');
    } else if (stop instanceof StopRun) {
      // Its owner cancelled or deleted it, or another worker recovered it as stale.
      this.log.warn(
        { session: id },
        'training session stopped: cancelled, deleted or taken away while running',
      );
    } else if (error instanceof NoTrainingDataError) {
      await this.runs.fail(id, this.workerId, error.message);
    } else {
      this.log.error({ err: error, session: id }, 'training session failed');
      await this.runs.fail(id, this.workerId, MESSAGES.internalError);
    }
  }
}

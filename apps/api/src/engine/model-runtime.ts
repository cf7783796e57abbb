// Which model the enhancer talks to, decided at request time: LLM_BASE_URL when it is set (the
// environment wins), else the settings an admin stored in the database (the key opened with
// MODEL_SETTINGS_KEY), else the offline engine. A saved change takes effect on the next call
// in this process and within `refreshMs` in every other one, without a restart. Every model
// call is recorded (model, tokens from `usage`, latency) for the cost and latency totals.
import type { ModelSettings, ModelSource } from '@silent/contracts';
import {
  openSecret,
  parseSecretKey,
  type ModelSettingsRepository,
  type StoredModelSettings,
} from '@silent/data';
import type { Enhancer } from '@silent/prompt-engine';
import type { ApiConfig } from '../config';
import { createConfiguredEnhancer, settingsKey } from './enhancer';
import { recordingProvider, type ModelCall } from './model-calls';

export interface ActiveModel {
  source: ModelSource;
  settings: ApiConfig['llm'];
  /** The stored key could not be opened: the stored model is not used. */
  keyUnreadable: boolean;
}

export interface ModelRuntime {
  /** The enhancer in effect now; every call of it asks for the current settings first. */
  readonly enhancer: Enhancer;
  /** The model in effect (re-read from the database at most every refreshMs). */
  active(): Promise<ActiveModel>;
  /**
   * Records a model call made outside this enhancer (by a batch worker, with the settings
   * `active()` gave), exactly as the enhancer's own calls are. Never rejects.
   */
  recordCall(call: ModelCall): Promise<void>;
  /** Forget the cached settings (after a save): the next call reads them again. */
  invalidate(): void;
  /** The stored key in plain text (for Test with the stored key); undefined if none/unreadable. */
  storedApiKey(): Promise<string | undefined>;
  /** Seals a key for storing; undefined when MODEL_SETTINGS_KEY is not set. */
  readonly secretKey: Buffer | undefined;
  /** The panel's view of the settings (never the key). */
  describe(): Promise<ModelSettings>;
}

export interface ModelRuntimeOptions {
  env: ApiConfig['llm'];
  modelSettingsKey: string;
  repo: ModelSettingsRepository;
  /** How long stored settings are trusted before being read again (ms). */
  refreshMs: number;
  /** Where a failed recording is reported (it never fails the enhancement). */
  onRecordError?: (error: unknown) => void;
}

const OFFLINE: Omit<ActiveModel, 'settings'> = { source: 'offline', keyUnreadable: false };

export function createModelRuntime(options: ModelRuntimeOptions): ModelRuntime {
  const secretKey = options.modelSettingsKey ? parseSecretKey(options.modelSettingsKey) : undefined;
  const record = (call: ModelCall) =>
    options.repo
      .recordCall({ ...call, purpose: 'enhance' })
      .catch((error: unknown) => options.onRecordError?.(error));
  const build = (settings: ApiConfig['llm']) =>
    createConfiguredEnhancer(settings, (provider) => recordingProvider(provider, record));

  let cached: { at: number; active: ActiveModel; stored: StoredModelSettings | undefined } | null =
    null;
  let loading: Promise<ActiveModel> | null = null;
  let current: { key: string; enhancer: Enhancer } | null = null;

  function resolve(stored: StoredModelSettings | undefined): ActiveModel {
    if (options.env.baseUrl)
      return { source: 'environment', settings: options.env, keyUnreadable: false };
    if (!stored) return { ...OFFLINE, settings: { ...options.env, baseUrl: '', apiKey: '' } };
    let apiKey = '';
    if (stored.apiKeyEncrypted) {
      const opened = secretKey ? openSecret(stored.apiKeyEncrypted, secretKey) : undefined;
      // A key that cannot be opened would only earn 401s: stay offline and say why.
      if (opened === undefined) {
        return {
          source: 'offline',
          keyUnreadable: true,
          settings: { ...options.env, baseUrl: '' },
        };
      }
      apiKey = opened;
    }
    return {
      source: 'database',
      keyUnreadable: false,
      settings: { ...options.env, baseUrl: stored.baseUrl, model: stored.model, apiKey },
    };
  }

  async function load(): Promise<ActiveModel> {
    const stored = await options.repo.get();
    const active = resolve(stored);
    cached = { at: Date.now(), active, stored };
    return active;
  }

  async function active(): Promise<ActiveModel> {
    if (options.env.baseUrl) return resolve(undefined);
    if (cached && Date.now() - cached.at < options.refreshMs) return cached.active;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function enhancerNow(): Promise<Enhancer> {
    const { settings } = await active();
    const key = settingsKey(settings);
    if (current?.key !== key) current = { key, enhancer: build(settings) };
    return current.enhancer;
  }

  const envEnhancer = options.env.baseUrl ? build(options.env) : undefined;
  const enhancer: Enhancer = envEnhancer ?? {
    // As of the last look at the settings (every call looks again first).
    get engine() {
      return cached && cached.active.source !== 'offline' ? 'llm' : 'offline';
    },
    enhance: async (input, callOptions) => (await enhancerNow()).enhance(input, callOptions),
    async *stream(input, callOptions) {
      yield* (await enhancerNow()).stream(input, callOptions);
    },
    enhanceMany: async (inputs, callOptions) =>
      (await enhancerNow()).enhanceMany(inputs, callOptions),
    variations: async (input, callOptions) => (await enhancerNow()).variations(input, callOptions),
  };

  return {
    enhancer,
    active,
    recordCall: record,
    invalidate: () => {
      cached = null;
    },
    secretKey,
    async storedApiKey() {
      const stored = await options.repo.get();
      if (!stored?.apiKeyEncrypted || !secretKey) return undefined;
      return openSecret(stored.apiKeyEncrypted, secretKey);
    },
    async describe() {
      const stored = await options.repo.get();
      const now = options.env.baseUrl ? resolve(undefined) : resolve(stored);
      const usesModel = now.source !== 'offline';
      return {
        active: {
          source: now.source,
          baseUrl: usesModel ? now.settings.baseUrl : null,
          model: usesModel ? now.settings.model : null,
        },
        stored: stored
          ? {
              baseUrl: stored.baseUrl,
              model: stored.model,
              hasApiKey: stored.apiKeyEncrypted !== null,
              apiKeyReadable:
                stored.apiKeyEncrypted === null ||
                (secretKey !== undefined &&
                  openSecret(stored.apiKeyEncrypted, secretKey) !== undefined),
              updated_by: stored.updatedBy,
              updated_at: stored.updatedAt.toISOString(),
            }
          : null,
        environmentWins: Boolean(options.env.baseUrl),
        canStoreApiKey: secretKey !== undefined,
      };
    },
  };
}

-- The model behind the enhancer, chosen in the admin dashboard (issue #19), and what each call
-- to it cost. Environment variables (LLM_BASE_URL, ...) still win when they are set.
--
-- model_settings holds one row (id = 1): the OpenAI-compatible server's base URL, the model, and
-- its API key encrypted with AES-256-GCM (api_key_encrypted: "v1:<iv>:<tag>:<ciphertext>", all
-- base64url) under MODEL_SETTINGS_KEY; the key is never stored in plain text.
CREATE TABLE model_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  base_url text NOT NULL,
  model text NOT NULL,
  api_key_encrypted text,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Prices per model in US dollars per million tokens, editable by admins: data, not code.
CREATE TABLE model_prices (
  model text PRIMARY KEY,
  input_per_million double precision NOT NULL CHECK (input_per_million >= 0),
  output_per_million double precision NOT NULL CHECK (output_per_million >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per model call: the tokens the server's `usage` reported (NULL when it reported
-- none), how long the call took, and whether it answered. Cost is computed from model_prices
-- when read, so editing a price re-prices past calls too.
CREATE TABLE model_calls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  model text NOT NULL,
  purpose text NOT NULL,
  prompt_tokens integer,
  completion_tokens integer,
  latency_ms integer NOT NULL CHECK (latency_ms >= 0),
  ok boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX model_calls_created_at_idx ON model_calls (created_at DESC);
CREATE INDEX model_calls_model_idx ON model_calls (model);

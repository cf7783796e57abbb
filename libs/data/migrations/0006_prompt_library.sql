-- 0006: the prompt library (issue #18). A signed-in user keeps named prompts; each save of
-- changed text is an immutable, numbered version; labels (production, staging, the user's own)
-- point at one version each, and every move of a label is recorded. Applications fetch a prompt
-- by label with a per-user API key, of which only a SHA-256 is kept.
-- No foreign key to auth_users (as in 0004): with a hosted Supabase project the users live there.

-- Names are unique per owner; `/` in a name stands for folders (support/refund-reply).
CREATE TABLE prompts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX prompts_owner_name_key ON prompts (owner_id, name);

-- What a version was made with: the enhance options, the engine and model, the training
-- results in effect ([{id, category, shared}]), its confidence and checks when it was saved.
CREATE TABLE prompt_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  prompt_id uuid NOT NULL REFERENCES prompts (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  text text NOT NULL,
  variables text[] NOT NULL DEFAULT '{}'::text[],
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  confidence double precision NOT NULL CHECK (confidence >= 0 AND confidence <= 10),
  checks jsonb NOT NULL DEFAULT '[]'::jsonb,
  engine text NOT NULL,
  model text NOT NULL,
  training jsonb NOT NULL DEFAULT '[]'::jsonb,
  message text,
  author_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (prompt_id, version)
);

-- A version never changes once written: the database itself refuses an UPDATE (deleting the
-- whole prompt still removes its versions).
CREATE FUNCTION prompt_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prompt versions are immutable';
END;
$$;
CREATE TRIGGER prompt_versions_no_update BEFORE UPDATE ON prompt_versions
  FOR EACH ROW EXECUTE FUNCTION prompt_versions_immutable();

-- One version per label and prompt; `latest` is not stored (it is always the newest version).
CREATE TABLE prompt_labels (
  prompt_id uuid NOT NULL REFERENCES prompts (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (label <> 'latest'),
  version_id uuid NOT NULL REFERENCES prompt_versions (id) ON DELETE CASCADE,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (prompt_id, label)
);

-- Every label move: who, when, from which version to which (NULL: the label was new).
CREATE TABLE prompt_label_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  prompt_id uuid NOT NULL REFERENCES prompts (id) ON DELETE CASCADE,
  label text NOT NULL,
  from_version integer,
  to_version integer NOT NULL,
  actor_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prompt_label_events_prompt_created_idx
  ON prompt_label_events (prompt_id, created_at DESC);

-- Per-user API keys. The key is shown once; key_hash is the SHA-256 (hex) of the whole key,
-- prefix its first characters so the owner can tell keys apart.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_owner_created_idx ON api_keys (owner_id, created_at DESC);

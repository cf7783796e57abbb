-- 0001: every product table (waitlist, contact, templates, enhancement history, training).
-- Tables are created unqualified so the connection's search_path chooses the schema
-- (tests give each suite its own schema on a shared server).

CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'email',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One entry per address whatever its letter case.
CREATE UNIQUE INDEX waitlist_entries_email_lower_key ON waitlist_entries (lower(email));
CREATE INDEX waitlist_entries_created_at_idx ON waitlist_entries (created_at DESC);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);

CREATE TABLE templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  body text NOT NULL,
  variables text[] NOT NULL,
  usage integer NOT NULL DEFAULT 0 CHECK (usage >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE enhancements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  original text NOT NULL,
  enhanced text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  kind text NOT NULL CHECK (kind IN ('single', 'batch', 'variation', 'template')),
  model text NOT NULL,
  confidence double precision NOT NULL CHECK (confidence >= 0 AND confidence <= 10),
  processing_ms double precision NOT NULL CHECK (processing_ms >= 0),
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enhancements_created_at_idx ON enhancements (created_at DESC);
CREATE INDEX enhancements_model_idx ON enhancements (model);

CREATE TABLE training_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  difficulty_level text NOT NULL DEFAULT 'medium'
    CHECK (difficulty_level IN ('easy', 'medium', 'hard')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE training_data (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  input_text text NOT NULL,
  expected_output text NOT NULL,
  category text NOT NULL,
  subcategory text,
  difficulty_level text NOT NULL DEFAULT 'medium'
    CHECK (difficulty_level IN ('easy', 'medium', 'hard')),
  style text,
  length text,
  target_audience text,
  context text,
  tags text[] NOT NULL DEFAULT '{}'::text[],
  success_rate double precision CHECK (success_rate BETWEEN 0 AND 1),
  usage_count integer NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list endpoint filters by category and/or difficulty, newest first (id breaks ties).
CREATE INDEX training_data_category_difficulty_created_idx
  ON training_data (category, difficulty_level, created_at DESC, id DESC);
CREATE INDEX training_data_difficulty_created_idx
  ON training_data (difficulty_level, created_at DESC, id DESC);
CREATE INDEX training_data_created_idx ON training_data (created_at DESC, id DESC);

CREATE TABLE training_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_progress', 'completed', 'failed')),
  model_version text NOT NULL DEFAULT 'gpt-4',
  categories text[] NOT NULL,
  training_data_count integer NOT NULL DEFAULT 0 CHECK (training_data_count >= 0),
  success_rate double precision CHECK (success_rate BETWEEN 0 AND 1),
  baseline_success_rate double precision CHECK (baseline_success_rate BETWEEN 0 AND 1),
  duration_minutes double precision CHECK (duration_minutes >= 0),
  progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
  engine text,
  failure_reason text,
  -- Job runner bookkeeping: which process holds the session and when it last said so.
  claimed_by text,
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX training_sessions_created_idx ON training_sessions (created_at DESC);
CREATE INDEX training_sessions_status_created_idx ON training_sessions (status, created_at);

CREATE TABLE performance_metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  metric_name text NOT NULL,
  metric_value double precision NOT NULL,
  model_version text NOT NULL,
  sample_size integer NOT NULL DEFAULT 0 CHECK (sample_size >= 0),
  category text,
  session_id uuid REFERENCES training_sessions (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX performance_metrics_recorded_idx ON performance_metrics (recorded_at DESC);

-- The exemplar set a training session selected for a category (the engine's few-shot demos).
CREATE TABLE active_exemplars (
  category text NOT NULL,
  training_data_id uuid NOT NULL REFERENCES training_data (id) ON DELETE CASCADE,
  rank integer NOT NULL,
  session_id uuid REFERENCES training_sessions (id) ON DELETE SET NULL,
  selected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (category, training_data_id)
);

-- Small facts about the database itself (e.g. that the demo content was seeded once).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The embedded, Supabase-compatible auth service (libs/auth-server): users, one-time sign-in
-- links, PKCE flow states, sessions, rotating refresh tokens, the local mailbox and per-IP
-- counters. Secrets (link tokens, codes, refresh tokens, auth codes) are stored as SHA-256
-- hashes only. Described for TypeScript in libs/data/src/auth/schema.ts.

CREATE TABLE auth_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  -- When the last sign-in link was sent: enforces one link per address per cooldown.
  last_link_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_users_email_lower_key ON auth_users (lower(email));

CREATE TABLE auth_one_time_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  redirect_to text NOT NULL,
  code_challenge text,
  code_challenge_method text,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_one_time_links_user_idx ON auth_one_time_links (user_id, created_at DESC);

-- A PKCE authorization code handed to the site after a verified link; exchanged once.
CREATE TABLE auth_flow_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  auth_code_hash text NOT NULL UNIQUE,
  code_challenge text NOT NULL,
  code_challenge_method text NOT NULL,
  authentication_method text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  amr text NOT NULL DEFAULT 'otp',
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE auth_refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  parent_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

-- Mail kept locally when no SMTP server is configured (shown at /dev/mailbox).
CREATE TABLE auth_mailbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_email text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_mailbox_created_idx ON auth_mailbox (created_at DESC);
CREATE INDEX auth_mailbox_to_idx ON auth_mailbox (lower(to_email), created_at DESC);

-- Fixed-window counters shared by every API process (per IP and action).
CREATE TABLE auth_rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, key)
);

-- Hardened sign-in (issue 14). Described for TypeScript in libs/data/src/auth/schema.ts.

-- Refresh-token reuse interval (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL): a token presented again
-- shortly after it was rotated (two tabs, a retried request) gets the token that replaced it,
-- instead of ending the session. That successor is kept sealed with AES-256-GCM under a key
-- derived from the presented token itself, so only whoever holds the old token can open it:
-- the database alone still signs nobody in.
ALTER TABLE auth_refresh_tokens ADD COLUMN successor_sealed text;

-- Sign-up data (user_metadata) is now capped at 50 keys and 4 KB, because it is copied into
-- every access token. Accounts created with more before the cap carried tokens too large for
-- any request (HTTP 431), for good: their sign-up data is cleared so they can sign in again.
UPDATE auth_users
SET user_metadata = '{}'::jsonb, updated_at = now()
WHERE CASE
  WHEN jsonb_typeof(user_metadata) <> 'object' THEN true
  WHEN octet_length(user_metadata::text) > 4096 THEN true
  ELSE (SELECT count(*) FROM jsonb_object_keys(user_metadata)) > 50
END;

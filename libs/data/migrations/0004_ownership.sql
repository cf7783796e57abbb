-- 0004: owners. Training data, categories, sessions, performance metrics, training results,
-- enhancements and their ratings get an owner_id: the signed-in user's id, or NULL for the
-- shared set (training rows) and for anonymous visitors (enhancements). Every row that exists
-- before this migration becomes shared / anonymous. No foreign key to auth_users: with a hosted
-- Supabase project the users live there, not in this database.
-- The all-zero uuid stands for "no owner" in the unique indexes below, so that NULL owners
-- collide with each other (PostgreSQL 14 has no NULLS NOT DISTINCT).

ALTER TABLE training_data ADD COLUMN owner_id uuid;
ALTER TABLE training_data ADD COLUMN updated_at timestamptz;
CREATE INDEX training_data_owner_created_idx
  ON training_data (owner_id, created_at DESC, id DESC);

-- Category names are unique per owner: a user's new category is theirs until promoted.
ALTER TABLE training_categories ADD COLUMN owner_id uuid;
ALTER TABLE training_categories DROP CONSTRAINT training_categories_name_key;
CREATE UNIQUE INDEX training_categories_owner_name_key ON training_categories
  (coalesce(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), name);

-- created_by: who queued it (an admin queues shared sessions, whose owner is NULL).
-- A session can be cancelled while pending or running; the runner notices at its next write.
ALTER TABLE training_sessions ADD COLUMN owner_id uuid;
ALTER TABLE training_sessions ADD COLUMN created_by uuid;
ALTER TABLE training_sessions ADD COLUMN promoted_at timestamptz;
ALTER TABLE training_sessions ADD COLUMN promoted_by uuid;
ALTER TABLE training_sessions DROP CONSTRAINT training_sessions_status_check;
ALTER TABLE training_sessions ADD CONSTRAINT training_sessions_status_check
  CHECK (status IN ('pending', 'in_progress', 'completed', 'failed', 'cancelled'));
CREATE INDEX training_sessions_owner_created_idx ON training_sessions (owner_id, created_at DESC);

ALTER TABLE performance_metrics ADD COLUMN owner_id uuid;
CREATE INDEX performance_metrics_owner_recorded_idx
  ON performance_metrics (owner_id, recorded_at DESC);

-- Anonymous enhancements can be rated only with the token returned with the result; only its
-- SHA-256 is kept. A user's history is listed newest first by owner.
ALTER TABLE enhancements ADD COLUMN owner_id uuid;
ALTER TABLE enhancements ADD COLUMN rating_token_hash text;
CREATE INDEX enhancements_owner_created_idx
  ON enhancements (owner_id, created_at DESC, id DESC) WHERE owner_id IS NOT NULL;

-- What one training session produced for one category and one owner (NULL: shared). The
-- payload is self-contained (the exemplars are copied, not referenced), so deleting or editing
-- training data never silently changes a result: it sets out_of_date_at instead.
-- trained_item_ids: the items the training read, to know which results a change affects.
-- At most one active result per owner and category; the engine uses, per category, the
-- caller's active result or else the shared one.
CREATE TABLE training_results (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid,
  category text NOT NULL,
  session_id uuid REFERENCES training_sessions (id) ON DELETE SET NULL,
  promoted_from uuid REFERENCES training_results (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded')),
  payload jsonb NOT NULL,
  trained_item_ids uuid[] NOT NULL DEFAULT '{}'::uuid[],
  out_of_date_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX training_results_one_active_key ON training_results
  (coalesce(owner_id, '00000000-0000-0000-0000-000000000000'::uuid), category)
  WHERE status = 'active';
CREATE INDEX training_results_session_idx ON training_results (session_id);
CREATE INDEX training_results_owner_category_idx
  ON training_results (owner_id, category, created_at DESC);

-- Today's active exemplar sets become shared results. The items their training read are not
-- recorded; the shared items of the category that existed when the set was chosen stand in.
INSERT INTO training_results
  (owner_id, category, session_id, status, payload, trained_item_ids, created_at)
SELECT
  NULL,
  sets.category,
  sets.session_id,
  'active',
  jsonb_build_object(
    'version', 1,
    'exemplars', sets.exemplars,
    'figures', (
      SELECT jsonb_build_object(
        'sampleSize', max(m.sample_size),
        'successRate', max(m.metric_value) FILTER (WHERE m.metric_name = 'success_rate'),
        'baselineSuccessRate',
          max(m.metric_value) FILTER (WHERE m.metric_name = 'baseline_success_rate'))
      FROM performance_metrics m
      WHERE m.session_id = sets.session_id AND m.category = sets.category
        AND m.metric_name IN ('success_rate', 'baseline_success_rate')
      HAVING count(*) > 0
    )
  ),
  coalesce(
    (SELECT array_agg(d.id ORDER BY d.created_at, d.id) FROM training_data d
      WHERE d.category = sets.category AND d.created_at <= sets.selected_at),
    '{}'::uuid[]
  ),
  sets.selected_at
FROM (
  SELECT
    a.category,
    (array_agg(a.session_id ORDER BY a.rank))[1] AS session_id,
    max(a.selected_at) AS selected_at,
    jsonb_agg(
      jsonb_build_object('id', t.id, 'input', t.input_text, 'output', t.expected_output)
      ORDER BY a.rank
    ) AS exemplars
  FROM active_exemplars a
  JOIN training_data t ON t.id = a.training_data_id
  GROUP BY a.category
) AS sets;

DROP TABLE active_exemplars;

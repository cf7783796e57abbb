-- Training sessions resume after a crash (issue #17). `checkpoint` holds what the session's
-- worker finished so far (its finished categories, written by @silent/training); a session
-- whose worker died goes back to the queue with it and the next worker continues from there.
-- `attempts` counts those interruptions, so that a session that crashes its worker every time
-- ends failed instead of looping. Existing rows start with no checkpoint and no attempts.
ALTER TABLE training_sessions ADD COLUMN checkpoint jsonb;
ALTER TABLE training_sessions ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- Training that measures itself on held-out data (issue #17): a session whose best candidate
-- did not beat the result in effect stores what it found as a 'not_improved' result (figures,
-- what it learned, an example) without activating it. Existing rows keep their status; their
-- payloads (version 1) stay readable, new ones are version 2.
ALTER TABLE training_results DROP CONSTRAINT training_results_status_check;
ALTER TABLE training_results ADD CONSTRAINT training_results_status_check
  CHECK (status IN ('active', 'superseded', 'not_improved'));

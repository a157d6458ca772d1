-- Registration-request tiers of an activity (000 §3): [{id, cuid, minimum_availabilities, maximum_availabilities}].
ALTER TABLE activities ADD COLUMN tiers jsonb NOT NULL DEFAULT '[]';

-- Waiting list of a closed or full availability (000 §4, §7): one entry per participant and availability.
CREATE TABLE waiting_list (
  id serial PRIMARY KEY, cuid text NOT NULL UNIQUE,
  availability_id int NOT NULL REFERENCES availabilities(id) ON DELETE CASCADE,
  customer_id int NOT NULL REFERENCES customers(id),
  participant_id int NOT NULL REFERENCES participants(id),
  created_at timestamptz NOT NULL,
  UNIQUE (availability_id, participant_id)
);

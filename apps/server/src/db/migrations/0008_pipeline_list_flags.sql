ALTER TABLE "project_candidates" ADD COLUMN "flags" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the pipeline list filters ask about a candidate, as bits (schema/projects.ts, `flags`):
-- 1 has contact details, 2 has a personal email, 4 likely available. 0.66 is HIGH_AVAILABILITY
-- (packages/shared contracts/pipelines.ts); the pipelines integration test checks they agree.
CREATE FUNCTION tb_candidate_flags(emails jsonb, phones jsonb, doc text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ((CASE WHEN coalesce(jsonb_array_length(emails), 0) > 0 OR coalesce(jsonb_array_length(phones), 0) > 0 THEN 1 ELSE 0 END)
    | (CASE WHEN coalesce(emails @> '[{"type":"personal"}]', false) THEN 2 ELSE 0 END)
    | (CASE WHEN coalesce(((doc::jsonb) #>> '{analytics,availability}')::real >= 0.66, false) THEN 4 ELSE 0 END))::smallint;
--> statement-breakpoint
-- A candidate row takes its flags when it is added to a project or moved to another person (merge).
CREATE FUNCTION tb_project_candidate_flags() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.flags := coalesce((
    SELECT tb_candidate_flags(c.emails, c.phones, p.doc)
      FROM talent_profiles p LEFT JOIN talent_contacts c ON c.profile_id = p.id
     WHERE p.id = NEW.profile_id), 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER project_candidates_flags BEFORE INSERT OR UPDATE OF profile_id ON project_candidates
  FOR EACH ROW EXECUTE FUNCTION tb_project_candidate_flags();
--> statement-breakpoint
-- When a person's contacts or profile change, their rows in every project follow. Statement-level
-- with the changed rows, so a bulk load of a million contacts is one join, not a million probes.
CREATE FUNCTION tb_refresh_candidate_flags() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM project_candidates) THEN
    RETURN NULL;
  END IF;
  UPDATE project_candidates pc
     SET flags = tb_candidate_flags(c.emails, c.phones, p.doc)
    FROM talent_profiles p LEFT JOIN talent_contacts c ON c.profile_id = p.id
   WHERE p.id = pc.profile_id
     AND pc.profile_id IN (SELECT changed.id FROM changed_people changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tb_refresh_candidate_flags_contacts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM project_candidates) THEN
    RETURN NULL;
  END IF;
  UPDATE project_candidates pc
     SET flags = tb_candidate_flags(c.emails, c.phones, p.doc)
    FROM talent_profiles p LEFT JOIN talent_contacts c ON c.profile_id = p.id
   WHERE p.id = pc.profile_id
     AND pc.profile_id IN (SELECT changed.profile_id FROM changed_contacts changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER talent_contacts_flags_insert AFTER INSERT ON talent_contacts
  REFERENCING NEW TABLE AS changed_contacts FOR EACH STATEMENT EXECUTE FUNCTION tb_refresh_candidate_flags_contacts();
--> statement-breakpoint
CREATE TRIGGER talent_contacts_flags_update AFTER UPDATE ON talent_contacts
  REFERENCING NEW TABLE AS changed_contacts FOR EACH STATEMENT EXECUTE FUNCTION tb_refresh_candidate_flags_contacts();
--> statement-breakpoint
CREATE TRIGGER talent_contacts_flags_delete AFTER DELETE ON talent_contacts
  REFERENCING OLD TABLE AS changed_contacts FOR EACH STATEMENT EXECUTE FUNCTION tb_refresh_candidate_flags_contacts();
--> statement-breakpoint
CREATE TRIGGER talent_profiles_flags_update AFTER UPDATE ON talent_profiles
  REFERENCING NEW TABLE AS changed_people FOR EACH STATEMENT EXECUTE FUNCTION tb_refresh_candidate_flags();
--> statement-breakpoint
UPDATE project_candidates pc
   SET flags = tb_candidate_flags(c.emails, c.phones, p.doc)
  FROM talent_profiles p LEFT JOIN talent_contacts c ON c.profile_id = p.id
 WHERE p.id = pc.profile_id;
--> statement-breakpoint
-- The stage list's index also carries the label and the flags, so a filtered page and its count
-- are read from the index alone.
DROP INDEX "project_candidates_stage_idx";
--> statement-breakpoint
CREATE INDEX "project_candidates_stage_idx" ON "project_candidates" USING btree ("project_id","category_id","stage_id","stage_updated_at" DESC NULLS LAST,"profile_id") INCLUDE ("stage_label", "flags");

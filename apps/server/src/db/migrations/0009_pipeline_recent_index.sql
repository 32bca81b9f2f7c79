-- Lists over several positions (a whole category, the whole project) read one ordered index and
-- filter positions and flags inside it, instead of merging a read per position: deep pages stay
-- index-only. See modules/pipelines/pipeline-list.service.ts.
CREATE INDEX "project_candidates_recent_idx" ON "project_candidates" USING btree ("project_id","stage_updated_at" DESC NULLS LAST,"profile_id") INCLUDE ("category_id", "stage_id", "stage_label", "flags");

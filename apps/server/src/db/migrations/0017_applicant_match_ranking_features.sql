ALTER TABLE "match_applicants" ADD COLUMN "ranking_features" jsonb;--> statement-breakpoint
-- The ranking part is read for every applicant of a job each time it is ranked: MAIN makes
-- PostgreSQL compress and move the row's other large values (résumé, evidence) out first, so
-- this one stays inline and uncompressed and reading it costs no decompression.
ALTER TABLE "match_applicants" ALTER COLUMN "ranking_features" SET STORAGE MAIN;

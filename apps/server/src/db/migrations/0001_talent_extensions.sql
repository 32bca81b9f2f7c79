-- Extensions and text search used by candidate search. All are "trusted" extensions, so a database
-- owner without superuser rights can create them on an external PostgreSQL >= 15.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
-- Keywords are matched word for word (no stemming: recruiters' Boolean strings say exactly what
-- they want and use wildcards for variants), case- and accent-insensitively.
CREATE TEXT SEARCH CONFIGURATION tb_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tb_simple
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;
--> statement-breakpoint
-- The default parser splits C++, C#, F# and .NET into single letters; spell them as words first.
-- Indexing and query compilation both go through this function, so they always agree.
CREATE FUNCTION tb_kw_prepare(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(
    regexp_replace(
      regexp_replace(t, '(^|[^[:alnum:]])([cf])#', '\1\2sharp', 'gi'),
      '(^|[^[:alnum:]])c\+\+', '\1cplusplus', 'gi'),
    '(^|[^[:alnum:]])\.net($|[^[:alnum:]])', '\1dotnet\2', 'gi');
--> statement-breakpoint
-- The keyword index of a profile: A current title, B past titles and headline, C skills and
-- companies, D everything else (schools, majors, certifications, summary).
CREATE FUNCTION tb_profile_tsv(a text, b text, c text, d text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('tb_simple'::regconfig, tb_kw_prepare(coalesce(a, ''))), 'A')
    || setweight(to_tsvector('tb_simple'::regconfig, tb_kw_prepare(coalesce(b, ''))), 'B')
    || setweight(to_tsvector('tb_simple'::regconfig, tb_kw_prepare(coalesce(c, ''))), 'C')
    || setweight(to_tsvector('tb_simple'::regconfig, tb_kw_prepare(coalesce(d, ''))), 'D');
--> statement-breakpoint
-- Great-circle distance in km (haversine): the exact check behind radius search's grid cells.
CREATE FUNCTION tb_distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
  RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN 2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))));

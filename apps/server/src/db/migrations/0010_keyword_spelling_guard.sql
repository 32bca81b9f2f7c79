-- The same spellings as migration 0001, for text that can hold them: three case-insensitive
-- regular expressions over every profile's whole keyword text cost more than parsing it, and most
-- text has no '#', no '+' and no '.net'.
CREATE OR REPLACE FUNCTION tb_kw_prepare(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE
    WHEN strpos(t, '#') > 0 OR strpos(t, '+') > 0 OR strpos(lower(t), '.net') > 0 THEN
      regexp_replace(
        regexp_replace(
          regexp_replace(t, '(^|[^[:alnum:]])([cf])#', '\1\2sharp', 'gi'),
          '(^|[^[:alnum:]])c\+\+', '\1cplusplus', 'gi'),
        '(^|[^[:alnum:]])\.net($|[^[:alnum:]])', '\1dotnet\2', 'gi')
    ELSE t
  END;

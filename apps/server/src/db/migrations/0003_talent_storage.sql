-- Keep a search row's keyword vector in the row, uncompressed: search checks it on thousands of
-- rows per query, and fetching it from TOAST storage (with decompression) cost more than the
-- wider table does. Rows stay well under a page.
ALTER TABLE talent_search SET (toast_tuple_target = 8160);

-- The free plan's readable check reads the first few positions of every category
-- (services/prompt-access.ts): this index answers it without reading the whole table.
CREATE INDEX "PromptCategory_position_promptId_idx" ON "PromptCategory"("position", "promptId");

-- Hand-written: the search indexes without a pending list. With GIN's fastupdate (the default) new
-- rows wait in an unsorted list that every search reads through until a vacuum merges it. PGlite
-- never autovacuums: after 100,000 inserts each full-text lookup took 50 ms instead of 0.5. The
-- library is read-mostly, so slower inserts are the better trade.
ALTER INDEX "Prompt_searchVector_idx" SET (fastupdate = off);
ALTER INDEX "Prompt_searchTitle_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('"Prompt_searchVector_idx"'::regclass), gin_clean_pending_list('"Prompt_searchTitle_idx"'::regclass);

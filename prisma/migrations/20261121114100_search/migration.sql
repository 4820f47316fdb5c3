-- Full-text and typo-tolerant search over prompts. Hand-written: Prisma's schema cannot express
-- extensions, functions or expression indexes (later generated migrations leave them alone).
--
-- PostgreSQL only uses these indexes when a query repeats their expressions EXACTLY:
--   full text: to_tsvector(CASE WHEN "language" = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END,
--                          promptario_unaccent(coalesce("title", '') || ' ' || coalesce("content", '')))
--              @@ websearch_to_tsquery(<the same regconfig>, promptario_unaccent(<search text>))
--   typos:     promptario_unaccent(lower("title")) % promptario_unaccent(lower(<search text>))
--              (the % operator, or <% / similarity() for ranking once % has filtered)

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (it finds its dictionary through search_path), and index expressions
-- need IMMUTABLE functions. Qualifying the function and the dictionary makes that promise true.
CREATE OR REPLACE FUNCTION promptario_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE INDEX "Prompt_fulltext_idx" ON "Prompt" USING GIN (
  to_tsvector(
    CASE WHEN "language" = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END,
    promptario_unaccent(coalesce("title", '') || ' ' || coalesce("content", ''))
  )
);

CREATE INDEX "Prompt_title_trgm_idx" ON "Prompt" USING GIN (promptario_unaccent(lower("title")) gin_trgm_ops);

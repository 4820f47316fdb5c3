-- The search document vector is stored, not recomputed per matching row: a trigger keeps
-- "searchVector" current on every insert and on updates of what it is built from, so any write,
-- plain SQL included, is indexed. Title words weigh more (A) than content words (B) in ranking.
-- Hand-written: Prisma's schema declares the column (Unsupported("tsvector")) and its GIN index,
-- but cannot express functions or triggers.

ALTER TABLE "Prompt" ADD COLUMN "searchVector" tsvector;
-- The title as typo matching compares it (lower case, no accents): stored, so neither the index's
-- recheck nor ranking calls unaccent per row.
ALTER TABLE "Prompt" ADD COLUMN "searchTitle" text;

CREATE OR REPLACE FUNCTION promptario_search_vector(language text, title text, content text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector(config, promptario_unaccent(coalesce(title, ''))), 'A')
        || setweight(to_tsvector(config, promptario_unaccent(coalesce(content, ''))), 'B')
    FROM (SELECT CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'spanish'::regconfig END AS config) AS chosen
  $$;

CREATE OR REPLACE FUNCTION promptario_prompt_search_vector() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW."searchVector" := promptario_search_vector(NEW."language"::text, NEW."title", NEW."content");
    NEW."searchTitle" := promptario_unaccent(lower(NEW."title"));
    RETURN NEW;
  END
  $$;

CREATE TRIGGER "Prompt_searchVector_update"
  BEFORE INSERT OR UPDATE OF "title", "content", "language", "searchVector", "searchTitle" ON "Prompt"
  FOR EACH ROW EXECUTE FUNCTION promptario_prompt_search_vector();

UPDATE "Prompt" SET "searchVector" = promptario_search_vector("language"::text, "title", "content");

CREATE INDEX "Prompt_searchVector_idx" ON "Prompt" USING GIN ("searchVector");
CREATE INDEX "Prompt_searchTitle_idx" ON "Prompt" USING GIN ("searchTitle" gin_trgm_ops);

-- Replaced by the stored columns' indexes.
DROP INDEX "Prompt_fulltext_idx";
DROP INDEX "Prompt_title_trgm_idx";

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- Hand-written: the library's words, for correcting misspelt query words (services/search.ts).
-- Kept by a trigger on every insert and on updates of a prompt's text, plain SQL included; words
-- of a changed or deleted prompt stay (a correction to them finds nothing, which is harmless).
CREATE OR REPLACE FUNCTION promptario_prompt_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NEW."ownerId" IS NULL THEN
      INSERT INTO "SearchWord" ("word")
        SELECT DISTINCT w FROM regexp_split_to_table(promptario_unaccent(lower(NEW."title" || ' ' || NEW."content")), '[^[:alnum:]]+') AS w
        WHERE length(w) BETWEEN 4 AND 40
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER "Prompt_searchWords_update"
  AFTER INSERT OR UPDATE OF "title", "content", "ownerId" ON "Prompt"
  FOR EACH ROW EXECUTE FUNCTION promptario_prompt_search_words();

INSERT INTO "SearchWord" ("word")
  SELECT DISTINCT w FROM "Prompt" p, regexp_split_to_table(promptario_unaccent(lower(p."title" || ' ' || p."content")), '[^[:alnum:]]+') AS w
  WHERE p."ownerId" IS NULL AND length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING;

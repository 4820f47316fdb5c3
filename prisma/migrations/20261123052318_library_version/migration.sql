-- CreateTable
CREATE TABLE "LibraryVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LibraryVersion_pkey" PRIMARY KEY ("id")
);

-- Hand-written: the one row, and the triggers that bump it. Statement-level and in the writing
-- transaction, so any write (the API's, a seed's or plain SQL) invalidates every process's cached
-- library pages exactly when it commits. A row, not a sequence: a sequence's value is visible before
-- the write commits, so a reader could cache the old rows under the new version.
INSERT INTO "LibraryVersion" ("id", "version") VALUES (1, 0);

CREATE OR REPLACE FUNCTION promptario_bump_library_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE "LibraryVersion" SET "version" = "version" + 1 WHERE "id" = 1;
    RETURN NULL;
  END
  $$;

CREATE TRIGGER "Prompt_libraryVersion" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Prompt"
  FOR EACH STATEMENT EXECUTE FUNCTION promptario_bump_library_version();
CREATE TRIGGER "PromptCategory_libraryVersion" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PromptCategory"
  FOR EACH STATEMENT EXECUTE FUNCTION promptario_bump_library_version();
CREATE TRIGGER "Category_libraryVersion" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION promptario_bump_library_version();

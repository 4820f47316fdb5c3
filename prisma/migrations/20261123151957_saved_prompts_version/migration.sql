-- AlterTable
ALTER TABLE "User" ADD COLUMN     "savedPromptsVersion" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: every change to a user's saved prompts (the API's, a cascade or plain SQL) bumps
-- their version in the writing transaction, so any process may cache their saved state per version.
CREATE FUNCTION promptario_bump_saved_prompts_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE "User" SET "savedPromptsVersion" = "savedPromptsVersion" + 1 WHERE "id" = OLD."userId";
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."userId" <> OLD."userId") THEN
        UPDATE "User" SET "savedPromptsVersion" = "savedPromptsVersion" + 1 WHERE "id" = NEW."userId";
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "SavedPrompt_savedPromptsVersion" AFTER INSERT OR UPDATE OR DELETE ON "SavedPrompt"
    FOR EACH ROW EXECUTE FUNCTION promptario_bump_saved_prompts_version();

-- The session read now also returns what a library page needs to know (services/sessions.ts), so a
-- cached signed-in page costs this one statement: the library's version, whether the user has
-- prompts of their own (their pages are not shared), and their saved prompts' version.
DROP FUNCTION promptario_session_user(text);
CREATE FUNCTION promptario_session_user(session_id text)
RETURNS TABLE (
    "lastSeenAt" timestamp, "revokedAt" timestamp,
    "id" integer, "username" text, "usernameKey" text, "email" text, "emailKey" text, "passwordHash" text,
    "displayName" text, "bio" text, "role" text, "preferredLanguage" text, "notificationsEnabled" boolean,
    "savedPromptsVersion" integer, "createdAt" timestamp, "updatedAt" timestamp,
    "subscriptionId" integer, "planType" text, "status" text, "premiumExpiresAt" timestamp,
    "cancelAtPeriodEnd" boolean, "trialUsed" boolean, "subscriptionCreatedAt" timestamp, "subscriptionUpdatedAt" timestamp,
    "libraryVersion" integer, "hasOwnPrompts" boolean
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN QUERY
    SELECT s."lastSeenAt", s."revokedAt",
        u."id", u."username", u."usernameKey", u."email", u."emailKey", u."passwordHash", u."displayName", u."bio"::text,
        u."role"::text, u."preferredLanguage"::text, u."notificationsEnabled", u."savedPromptsVersion", u."createdAt", u."updatedAt",
        b."id", b."planType"::text, b."status"::text, b."premiumExpiresAt",
        b."cancelAtPeriodEnd", b."trialUsed", b."createdAt", b."updatedAt",
        (SELECT v."version" FROM "LibraryVersion" v WHERE v."id" = 1),
        EXISTS (SELECT 1 FROM "Prompt" p WHERE p."ownerId" = u."id")
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "Subscription" b ON b."userId" = u."id"
    WHERE s."id" = session_id;
END
$$;

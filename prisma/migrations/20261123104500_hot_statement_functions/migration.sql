-- The two statements every signed-in library page runs, as PL/pgSQL functions: PL/pgSQL keeps the
-- plans of its queries for the connection, so a call is not parsed and planned again each time
-- (measured on PGlite: the session read went from 2.2 to 1.1 ms of CPU). Results are unchanged.

-- A session record with its user and the user's subscription (services/sessions.ts).
CREATE FUNCTION promptario_session_user(session_id text)
RETURNS TABLE (
    "lastSeenAt" timestamp, "revokedAt" timestamp,
    "id" integer, "username" text, "usernameKey" text, "email" text, "emailKey" text, "passwordHash" text,
    "displayName" text, "bio" text, "role" text, "preferredLanguage" text, "notificationsEnabled" boolean,
    "createdAt" timestamp, "updatedAt" timestamp,
    "subscriptionId" integer, "planType" text, "status" text, "premiumExpiresAt" timestamp,
    "cancelAtPeriodEnd" boolean, "trialUsed" boolean, "subscriptionCreatedAt" timestamp, "subscriptionUpdatedAt" timestamp
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN QUERY
    SELECT s."lastSeenAt", s."revokedAt",
        u."id", u."username", u."usernameKey", u."email", u."emailKey", u."passwordHash", u."displayName", u."bio"::text,
        u."role"::text, u."preferredLanguage"::text, u."notificationsEnabled", u."createdAt", u."updatedAt",
        b."id", b."planType"::text, b."status"::text, b."premiumExpiresAt",
        b."cancelAtPeriodEnd", b."trialUsed", b."createdAt", b."updatedAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "Subscription" b ON b."userId" = u."id"
    WHERE s."id" = session_id;
END
$$;

-- The library's version, whether the viewer has prompts of their own, and their saved records among
-- `prompt_ids` (services/library-cache.ts).
CREATE FUNCTION promptario_library_state(viewer_id integer, prompt_ids integer[])
RETURNS TABLE ("version" integer, "hasOwn" boolean, "saved" json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN QUERY
    SELECT (SELECT v."version" FROM "LibraryVersion" v WHERE v."id" = 1),
        EXISTS (SELECT 1 FROM "Prompt" p WHERE p."ownerId" = viewer_id),
        (SELECT json_agg(json_build_object('id', sp."id", 'promptId', sp."promptId")) FROM "SavedPrompt" sp
            WHERE sp."userId" = viewer_id AND sp."promptId" = ANY(prompt_ids));
END
$$;

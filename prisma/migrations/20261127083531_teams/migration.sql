-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('OWNER', 'MEMBER');

-- CreateEnum
CREATE TYPE "TeamInvitationStatus" AS ENUM ('pending', 'accepted', 'declined', 'cancelled');

-- CreateEnum
CREATE TYPE "TeamPromptUseKind" AS ENUM ('copied', 'optimized', 'filled');

-- CreateTable
CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "role" "TeamRole" NOT NULL DEFAULT 'MEMBER',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamInvitation" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "inviteeId" INTEGER NOT NULL,
    "inviterId" INTEGER,
    "status" "TeamInvitationStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" TIMESTAMP(3),

    CONSTRAINT "TeamInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamPrompt" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "categoryId" INTEGER,
    "authorId" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "editorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamPrompt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamPromptVersion" (
    "id" SERIAL NOT NULL,
    "teamPromptId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "categoryId" INTEGER,
    "editorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamPromptVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamPromptUse" (
    "id" SERIAL NOT NULL,
    "teamPromptId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" "TeamPromptUseKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamPromptUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_userId_key" ON "TeamMember"("userId");

-- CreateIndex
CREATE INDEX "TeamMember_teamId_idx" ON "TeamMember"("teamId");

-- CreateIndex
CREATE INDEX "TeamInvitation_teamId_status_idx" ON "TeamInvitation"("teamId", "status");

-- CreateIndex
CREATE INDEX "TeamInvitation_inviteeId_status_idx" ON "TeamInvitation"("inviteeId", "status");

-- CreateIndex
CREATE INDEX "TeamPrompt_teamId_createdAt_idx" ON "TeamPrompt"("teamId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TeamPromptVersion_teamPromptId_version_key" ON "TeamPromptVersion"("teamPromptId", "version");

-- CreateIndex
CREATE INDEX "TeamPromptUse_teamPromptId_createdAt_idx" ON "TeamPromptUse"("teamPromptId", "createdAt");

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamMember" ADD CONSTRAINT "TeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_inviteeId_fkey" FOREIGN KEY ("inviteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPrompt" ADD CONSTRAINT "TeamPrompt_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPrompt" ADD CONSTRAINT "TeamPrompt_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPrompt" ADD CONSTRAINT "TeamPrompt_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPrompt" ADD CONSTRAINT "TeamPrompt_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPromptVersion" ADD CONSTRAINT "TeamPromptVersion_teamPromptId_fkey" FOREIGN KEY ("teamPromptId") REFERENCES "TeamPrompt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPromptVersion" ADD CONSTRAINT "TeamPromptVersion_editorId_fkey" FOREIGN KEY ("editorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPromptUse" ADD CONSTRAINT "TeamPromptUse_teamPromptId_fkey" FOREIGN KEY ("teamPromptId") REFERENCES "TeamPrompt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamPromptUse" ADD CONSTRAINT "TeamPromptUse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One owner per team.
CREATE UNIQUE INDEX "TeamMember_one_owner_per_team" ON "TeamMember"("teamId") WHERE "role" = 'OWNER';

-- At most one pending invitation of a user to a team.
CREATE UNIQUE INDEX "TeamInvitation_one_pending" ON "TeamInvitation"("teamId", "inviteeId") WHERE "status" = 'pending';

-- The session read also returns the subscription of the owner of the viewer's team: a member's plan
-- is computed from both (services/plans.ts, userPlanType), in the same one statement.
DROP FUNCTION promptario_session_user(text);
CREATE FUNCTION promptario_session_user(session_id text)
RETURNS TABLE (
    "lastSeenAt" timestamp, "revokedAt" timestamp,
    "id" integer, "username" text, "usernameKey" text, "email" text, "emailKey" text, "passwordHash" text,
    "displayName" text, "bio" text, "role" text, "preferredLanguage" text, "notificationsEnabled" boolean,
    "savedPromptsVersion" integer, "createdAt" timestamp, "updatedAt" timestamp,
    "subscriptionId" integer, "planType" text, "status" text, "premiumExpiresAt" timestamp,
    "cancelAtPeriodEnd" boolean, "trialUsed" boolean, "subscriptionCreatedAt" timestamp, "subscriptionUpdatedAt" timestamp,
    "libraryVersion" integer, "hasOwnPrompts" boolean,
    "teamOwnerPlanType" text, "teamOwnerStatus" text, "teamOwnerPremiumExpiresAt" timestamp
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
        EXISTS (SELECT 1 FROM "Prompt" p WHERE p."ownerId" = u."id"),
        ob."planType"::text, ob."status"::text, ob."premiumExpiresAt"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "Subscription" b ON b."userId" = u."id"
        LEFT JOIN "TeamMember" m ON m."userId" = u."id"
        LEFT JOIN "TeamMember" o ON o."teamId" = m."teamId" AND o."role" = 'OWNER'
        LEFT JOIN "Subscription" ob ON ob."userId" = o."userId"
    WHERE s."id" = session_id;
END
$$;

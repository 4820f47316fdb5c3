-- AlterTable
ALTER TABLE "TeamPrompt" ADD COLUMN     "teamCategoryId" INTEGER;

-- AlterTable
ALTER TABLE "TeamPromptVersion" ADD COLUMN     "teamCategoryId" INTEGER;

-- CreateTable
CREATE TABLE "TeamCategory" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "creatorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamCategory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TeamCategory_teamId_nameKey_key" ON "TeamCategory"("teamId", "nameKey");

-- CreateIndex
CREATE INDEX "TeamPrompt_teamCategoryId_idx" ON "TeamPrompt"("teamCategoryId");

-- AddForeignKey
ALTER TABLE "TeamPrompt" ADD CONSTRAINT "TeamPrompt_teamCategoryId_fkey" FOREIGN KEY ("teamCategoryId") REFERENCES "TeamCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCategory" ADD CONSTRAINT "TeamCategory_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCategory" ADD CONSTRAINT "TeamCategory_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "PromptShare" (
    "token" TEXT NOT NULL,
    "promptId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromptShare_pkey" PRIMARY KEY ("token")
);

-- CreateIndex
CREATE UNIQUE INDEX "PromptShare_promptId_key" ON "PromptShare"("promptId");

-- AddForeignKey
ALTER TABLE "PromptShare" ADD CONSTRAINT "PromptShare_promptId_fkey" FOREIGN KEY ("promptId") REFERENCES "Prompt"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "PromptCategory_position_promptId_idx" ON "PromptCategory"("position", "promptId");

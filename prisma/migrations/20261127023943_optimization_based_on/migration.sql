-- AlterTable
ALTER TABLE "Optimization" ADD COLUMN     "basedOnId" INTEGER,
ADD COLUMN     "model" TEXT;

-- CreateIndex
CREATE INDEX "Optimization_basedOnId_idx" ON "Optimization"("basedOnId");

-- AddForeignKey
ALTER TABLE "Optimization" ADD CONSTRAINT "Optimization_basedOnId_fkey" FOREIGN KEY ("basedOnId") REFERENCES "Prompt"("id") ON DELETE SET NULL ON UPDATE CASCADE;

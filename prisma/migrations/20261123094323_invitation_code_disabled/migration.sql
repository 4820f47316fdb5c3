-- AlterTable
ALTER TABLE "InvitationCode" ADD COLUMN     "disabledAt" TIMESTAMP(3);

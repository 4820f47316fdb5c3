-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'refund_due';

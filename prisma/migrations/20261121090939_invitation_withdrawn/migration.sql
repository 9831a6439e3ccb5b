-- AlterEnum
ALTER TYPE "InvitationStatus" ADD VALUE 'WITHDRAWN';

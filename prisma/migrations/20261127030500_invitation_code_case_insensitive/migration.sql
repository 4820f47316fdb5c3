-- Invitation codes are matched case-insensitively (DECISIONS.md), so they are unique ignoring case.
-- Codes that already differ only by case keep working under a distinct text: each later one gets
-- its id appended before the index is built.
UPDATE "InvitationCode" AS later SET "code" = later."code" || '-' || later."id"
WHERE EXISTS (SELECT 1 FROM "InvitationCode" AS earlier WHERE lower(earlier."code") = lower(later."code") AND earlier."id" < later."id");

CREATE UNIQUE INDEX "InvitationCode_code_lower_key" ON "InvitationCode" (lower("code"));

import { prisma } from '../db/client.ts';

/** Version of the export's layout, so a reader can tell later layouts apart. */
export const accountExportFormat = 1;

/**
 * Everything the user owns, as one JSON-ready document: what "Descargar mis datos" downloads.
 * Secrets are left out: the password hash, and session ids (each is what a session cookie seals).
 */
export async function exportAccount(userId: number, now = new Date()) {
  const [user, prompts, savedPrompts, userCategories, optimizations, sessions, apiTokens, payments, contactMessages] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        id: true,
        username: true,
        email: true,
        displayName: true,
        bio: true,
        role: true,
        preferredLanguage: true,
        notificationsEnabled: true,
        emailVerifiedAt: true,
        createdAt: true,
        updatedAt: true,
        subscription: {
          select: { planType: true, status: true, premiumExpiresAt: true, cancelAtPeriodEnd: true, trialUsed: true, createdAt: true, updatedAt: true },
        },
        invitationRedemptions: { select: { createdAt: true, code: { select: { code: true } } } },
      },
    }),
    prisma.prompt.findMany({
      where: { ownerId: userId },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        title: true,
        content: true,
        language: true,
        version: true,
        createdAt: true,
        updatedAt: true,
        categories: { select: { category: { select: { slug: true, name: true } } } },
        versions: { orderBy: { version: 'asc' }, select: { version: true, title: true, content: true, createdAt: true, category: { select: { slug: true } } } },
      },
    }),
    prisma.savedPrompt.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { customCategory: true, createdAt: true, prompt: { select: { id: true, title: true, content: true, language: true } } },
    }),
    prisma.userCategory.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { name: true, createdAt: true } }),
    prisma.optimization.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { originalContent: true, optimizedContent: true, options: true, engine: true, model: true, basedOnId: true, durationMs: true, createdAt: true },
    }),
    prisma.session.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true, lastSeenAt: true, revokedAt: true, userAgent: true, ipAddress: true },
    }),
    // Which tokens exist and what they may do; the secret's hash stays in the database.
    prisma.apiToken.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { name: true, scopes: true, createdAt: true, lastUsedAt: true, revokedAt: true },
    }),
    prisma.payment.findMany({
      where: { userId },
      orderBy: { id: 'asc' },
      select: { provider: true, externalId: true, planType: true, amountCents: true, currency: true, status: true, createdAt: true, updatedAt: true },
    }),
    prisma.contactMessage.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { name: true, email: true, subject: true, message: true, createdAt: true } }),
  ]);
  const { invitationRedemptions, ...profile } = user;
  return {
    format: accountExportFormat,
    exportedAt: now.toISOString(),
    profile: { ...profile, invitationCode: invitationRedemptions[0]?.code.code ?? null },
    prompts: prompts.map(({ categories, versions, ...prompt }) => ({
      ...prompt,
      categories: categories.map(({ category }) => category),
      earlierVersions: versions.map(({ category, ...version }) => ({ ...version, category: category?.slug ?? null })),
    })),
    savedPrompts: savedPrompts.map(({ prompt, ...saved }) => ({ ...saved, prompt })),
    userCategories,
    optimizations,
    sessions,
    apiTokens,
    payments,
    contactMessages,
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccount>>;

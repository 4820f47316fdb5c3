import { prisma } from '../db/client.ts';
import type { PlanType, User } from '../generated/prisma/client.ts';
import type { Mailer } from './mail/index.ts';
import { planNoticeMail, receiptMail } from './mail/templates.ts';

// The e-mails about money (docs/behaviour.md, Payments): a receipt per approved payment and the
// renewal check's notices. Each is claimed in the database before it is composed, so it goes once
// however many times the webhook or the check runs.

export interface MailSetup {
  mailer: Mailer;
  /** This site's origin, for the link to Settings › Suscripción. */
  siteOrigin: string;
}

const subscriptionSettingsUrl = (siteOrigin: string) => `${siteOrigin}/settings?tab=subscription`;
const recipientOf = (user: Pick<User, 'email' | 'displayName' | 'username' | 'preferredLanguage'>) => ({
  email: user.email,
  name: user.displayName || user.username,
  language: user.preferredLanguage,
});

/**
 * E-mails the receipt of the provider's payment `externalId` if it is approved and its receipt was
 * never sent. Called for every approved delivery, replays included: the conditional claim of
 * receiptSentAt lets one call through, so a replayed webhook sends nothing, and a delivery that
 * applied the payment but died before mailing is made good by the provider's next one.
 */
export function sendReceiptOnce(provider: string, externalId: string, setup: MailSetup, now = new Date()): void {
  setup.mailer.sendLater(async () => {
    const payment = await prisma.payment.findUnique({
      where: { provider_externalId: { provider, externalId } },
      include: { user: { include: { subscription: { select: { premiumExpiresAt: true } } } } },
    });
    if (!payment || payment.status !== 'approved' || !payment.user?.subscription?.premiumExpiresAt) return null;
    const claimed = await prisma.payment.updateMany({ where: { id: payment.id, receiptSentAt: null }, data: { receiptSentAt: now } });
    if (claimed.count === 0) return null;
    return receiptMail(
      recipientOf(payment.user),
      {
        planType: payment.planType,
        amountCents: payment.amountCents,
        currency: payment.currency,
        paidAt: payment.updatedAt,
        reference: payment.idempotencyKey,
        until: payment.user.subscription.premiumExpiresAt,
      },
      subscriptionSettingsUrl(setup.siteOrigin),
    );
  });
}

/** One plan notice the renewal check owes: the plan ends on `date`, or ended then. */
export interface PlanNotice {
  userId: number;
  kind: 'ending' | 'ended';
  planType: PlanType;
  date: Date;
}

/**
 * Mails the renewal check's notices, to the people who keep account notices on (Settings ›
 * Preferencias). The check has already recorded each one, so none is sent twice.
 */
export function sendPlanNotices(notices: PlanNotice[], setup: MailSetup): void {
  for (const notice of notices) {
    setup.mailer.sendLater(async () => {
      const user = await prisma.user.findUnique({ where: { id: notice.userId } });
      if (!user?.notificationsEnabled) return null;
      return planNoticeMail(recipientOf(user), notice, subscriptionSettingsUrl(setup.siteOrigin));
    });
  }
}

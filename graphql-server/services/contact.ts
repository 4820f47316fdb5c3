import { z } from 'zod';
import { contactMessage, contactName, contactSubject, email } from '../../shared/rules.ts';
import { prisma } from '../db/client.ts';
import { RateLimiter } from './rate-limiter.ts';

export const contactInput = z.object({ name: contactName, email: email('validation.emailInvalid'), subject: contactSubject, message: contactMessage });
export type ContactInput = z.output<typeof contactInput>;

/** Contact messages per client address and hour: enough for a person, too few for a spammer. */
export const contactLimit = { perHour: 5 };
const contactLimiter = new RateLimiter('contact', contactLimit.perHour, 60 * 60);

/**
 * Stores a message from the footer's contact form for the admin to read (stored, not
 * simulated). A signed-in sender is linked to the message. Counted per client address.
 */
export async function sendContactMessage(input: ContactInput, sender: { userId: number | null; clientAddress: string }) {
  await contactLimiter.consume(sender.clientAddress);
  return prisma.contactMessage.create({ data: { ...input, userId: sender.userId } });
}

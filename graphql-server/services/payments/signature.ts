import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError, type WebhookDelivery } from './provider.ts';

/**
 * MercadoPago's webhook signature, which the sandbox uses too: `x-signature: ts=<ts>,v1=<hex>`,
 * where v1 is HMAC-SHA256 with the application's secret over the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (parts whose value is absent are left out).
 */

/** Signed calls older (or further in the future) than this are refused as replays. */
export const maxSignatureAgeMs = 5 * 60 * 1000;

function manifest(dataId: string | null, requestId: string | null, ts: string): string {
  return `${dataId !== null ? `id:${dataId};` : ''}${requestId !== null ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** The announced payment id: `data.id` of the query, else of the JSON body. Alphanumeric ids are signed in lower case. */
export function webhookDataId(delivery: WebhookDelivery): string | null {
  const body = delivery.body as { data?: { id?: unknown } } | null;
  const raw = delivery.query.get('data.id') ?? (body?.data?.id !== undefined ? String(body.data.id) : null);
  if (raw === null || raw === '') return null;
  return /^[a-z0-9]+$/i.test(raw) ? raw.toLowerCase() : raw;
}

export function signatureHeader(secret: string, dataId: string, requestId: string, now: Date): string {
  const ts = String(Math.floor(now.getTime() / 1000));
  const v1 = createHmac('sha256', secret).update(manifest(dataId, requestId, ts)).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

/** Throws WebhookRejectedError unless the call is signed with `secret` within maxSignatureAgeMs of `now`. */
export function verifySignature(secret: string, delivery: WebhookDelivery, now: Date): void {
  const header = delivery.headers.get('x-signature');
  if (!header) throw new WebhookRejectedError('unsigned');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw new WebhookRejectedError('malformed');
  const expected = createHmac('sha256', secret).update(manifest(webhookDataId(delivery), delivery.headers.get('x-request-id'), ts)).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookRejectedError('bad-signature');
  // MercadoPago documents ts in seconds; milliseconds are accepted too.
  const signedAtMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(now.getTime() - signedAtMs) > maxSignatureAgeMs) throw new WebhookRejectedError('stale');
}

import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/lang/en.json';
import { Pricing } from './Pricing';
import { testCatalog } from './testCatalog';

function renderPricing({ signedIn = false, locale = 'es', paidPlansOnSale = true }: { signedIn?: boolean; locale?: 'es' | 'en'; paidPlansOnSale?: boolean } = {}) {
  render(
    <IntlProvider locale={locale} defaultLocale="es" messages={locale === 'en' ? en : {}}>
      <MemoryRouter>
        <Pricing plans={testCatalog} paidPlansOnSale={paidPlansOnSale} signedIn={signedIn} registerPath={`/auth?lang=${locale}&tab=register`} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const card = (key: string) => screen.getByTestId(`pricing-${key}`);
const lines = (key: string) => within(card(key)).getAllByRole('listitem').map((item) => item.textContent);

// DECISIONS.md: Free $0, Premium $9.99 with the 7-day trial, Team $19.99, from the catalog; the Team card
// does not promise members the $19.99 plan does not have.
describe('the landing page pricing', () => {
  it('states the three cards from the plan catalog', () => {
    renderPricing({ locale: 'en' });
    expect(within(card('free')).getByText('$0')).toBeTruthy();
    expect(lines('free')).toEqual(['3 optimizations a month', '5 library prompts per category, no Premium', 'Up to 10 saved prompts']);
    expect(within(card('premium')).getByText('$9.99')).toBeTruthy();
    expect(lines('premium')).toEqual(['5 optimizations a day', 'Full library, Premium included', 'Unlimited saved prompts', '7-day free trial, once per account']);
    expect(within(card('team')).getByText('$19.99')).toBeTruthy();
    expect(lines('team')).toEqual(['Everything in Premium', 'Unlimited optimizations', 'Full library, Premium included', 'Unlimited saved prompts', 'For now, one person per subscription: shared accounts are not available yet']);
  });

  it('leads visitors to sign-up in their language', () => {
    renderPricing();
    for (const key of ['free', 'premium', 'team']) expect(within(card(key)).getByRole('link').getAttribute('href')).toBe('/auth?lang=es&tab=register');
    expect(within(card('premium')).getByRole('link').textContent).toBe('Prueba 7 días gratis');
  });

  it('leads signed-in users to Settings › Suscripción', () => {
    renderPricing({ signedIn: true });
    for (const key of ['free', 'premium', 'team']) expect(within(card(key)).getByRole('link').getAttribute('href')).toBe('/settings?tab=subscription');
  });

  it('on a server that sells no plan, the paid cards say so and only the trial still leads anywhere', () => {
    renderPricing({ paidPlansOnSale: false, locale: 'en' });
    for (const key of ['premium', 'team']) expect(within(card(key)).getByText('Paid plans are not available on this server.')).toBeTruthy();
    expect(within(card('free')).queryByText('Paid plans are not available on this server.')).toBeNull();
    expect(within(card('premium')).getByRole('link').textContent).toBe('Try 7 days free');
    expect(within(card('team')).queryByRole('link')).toBeNull();
  });

  it('tells signed-in users of such a server the same, in Spanish, and leads them only to their subscription', () => {
    renderPricing({ paidPlansOnSale: false, signedIn: true });
    expect(within(card('team')).getByText('Los planes de pago no están disponibles en este servidor.')).toBeTruthy();
    expect(within(card('team')).queryByRole('link')).toBeNull();
    expect(within(card('premium')).getByRole('link').textContent).toBe('Ver mi suscripción');
    expect(within(card('premium')).getByRole('link').getAttribute('href')).toBe('/settings?tab=subscription');
  });
});


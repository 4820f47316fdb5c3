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

// docs/behaviour.md, Landing page: the catalog's plans with the catalog's names and prices; the trial is offered on the
// plan it gives (Pro), and says so.
describe('the landing page pricing', () => {
  it("states the catalog's four plans by their catalog names, the trial on the Pro card", () => {
    renderPricing({ locale: 'en' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Free Plan', 'Basic Plan', 'Pro Plan', 'Enterprise Plan']);
    expect(within(card('free')).getByText('$0')).toBeTruthy();
    expect(lines('free')).toEqual(['3 optimizations a month', '5 library prompts per category, no Premium', 'Up to 10 saved prompts']);
    expect(within(card('basic')).getByText('$9.99')).toBeTruthy();
    expect(lines('basic')).toEqual(['5 optimizations a day', 'Full library, Premium included', 'Unlimited saved prompts']);
    expect(within(card('pro')).getByText('$19.99')).toBeTruthy();
    expect(lines('pro')).toEqual(['Unlimited optimizations', 'Full library, Premium included', 'Unlimited saved prompts', '7-day free trial, once per account']);
    expect(within(card('enterprise')).getByText('$99.99')).toBeTruthy();
    expect(lines('enterprise')).toContain("Team of up to 5 people, all with the plan's benefits and a shared prompt library");
  });

  it('leads visitors to sign-up in their language; the trial button names Pro', () => {
    renderPricing();
    for (const key of ['free', 'basic', 'pro', 'enterprise']) expect(within(card(key)).getByRole('link').getAttribute('href')).toBe('/auth?lang=es&tab=register');
    expect(within(card('pro')).getByRole('link').textContent).toBe('Prueba Pro 7 días gratis');
    expect(within(card('basic')).queryByText(/prueba/i)).toBeNull();
  });

  it('leads signed-in users to Settings › Suscripción', () => {
    renderPricing({ signedIn: true });
    for (const key of ['free', 'basic', 'pro', 'enterprise']) expect(within(card(key)).getByRole('link').getAttribute('href')).toBe('/settings?tab=subscription');
  });

  it('on a server that sells no plan, the paid cards say so and only the Pro trial still leads anywhere', () => {
    renderPricing({ paidPlansOnSale: false, locale: 'en' });
    for (const key of ['basic', 'pro', 'enterprise']) expect(within(card(key)).getByText('Paid plans are not available on this server.')).toBeTruthy();
    expect(within(card('free')).queryByText('Paid plans are not available on this server.')).toBeNull();
    expect(within(card('pro')).getByRole('link').textContent).toBe('Try Pro free for 7 days');
    for (const key of ['basic', 'enterprise']) expect(within(card(key)).queryByRole('link')).toBeNull();
  });

  it('tells signed-in users of such a server the same, in Spanish, and leads them only to their subscription', () => {
    renderPricing({ paidPlansOnSale: false, signedIn: true });
    expect(within(card('basic')).getByText('Los planes de pago no están disponibles en este servidor.')).toBeTruthy();
    expect(within(card('basic')).queryByRole('link')).toBeNull();
    expect(within(card('pro')).getByRole('link').textContent).toBe('Ver mi suscripción');
    expect(within(card('pro')).getByRole('link').getAttribute('href')).toBe('/settings?tab=subscription');
  });
});

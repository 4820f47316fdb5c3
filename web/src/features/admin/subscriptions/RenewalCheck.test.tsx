import { render, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/TestProviders';
import { invitationFormSchema } from '../invitations/CreateInvitationCodeForm';
import { RenewalFigures } from './RenewalCheck';

const result = { renewalsChecked: 3, deactivated: 12, timestamp: '2026-11-23T10:15:30.000Z' };

describe('RenewalFigures', () => {
  it("shows the check's own numbers and its time as a long date in Spanish", () => {
    render(
      <TestProviders environment={createMockEnvironment()}>
        <RenewalFigures result={result} />
      </TestProviders>,
    );
    const figures = screen.getByTestId('renewal-result');
    expect(figures.textContent).toContain('Terminan en 3 días3');
    expect(figures.textContent).toContain('Desactivadas12');
    expect(figures.textContent).toContain('23 de noviembre de 2026');
  });

  it('and in English', () => {
    render(
      <TestProviders environment={createMockEnvironment()} locale="en">
        <RenewalFigures result={{ ...result, deactivated: 1234 }} />
      </TestProviders>,
    );
    const figures = screen.getByTestId('renewal-result');
    expect(figures.textContent).toContain('Deactivated1,234');
    expect(figures.textContent).toContain('November 23, 2026');
  });
});

describe('the invitation code form rules', () => {
  const issues = (values: Record<string, string>) =>
    invitationFormSchema.safeParse({ code: 'WELCOME', expiresInMonths: '1', maxUses: '1', ...values }).error?.issues.map((issue) => issue.message) ?? [];

  it("refuse invalid input with its message keys", () => {
    expect(issues({ code: ' ab ' })).toEqual(['validation.invitationCodeMin']);
    expect(issues({ expiresInMonths: '' })).toEqual(['validation.invitationMonthsMin']);
    expect(issues({ expiresInMonths: '13' })).toEqual(['validation.invitationMonthsMax']);
    expect(issues({ maxUses: '0' })).toEqual(['validation.invitationMaxUsesMin']);
    expect(issues({ maxUses: '101' })).toEqual(['validation.invitationMaxUsesMax']);
  });

  it('send numbers, the code trimmed', () => {
    expect(invitationFormSchema.parse({ code: ' VIP ', expiresInMonths: '12', maxUses: '100' })).toEqual({ code: 'VIP', expiresInMonths: 12, maxUses: 100 });
  });
});

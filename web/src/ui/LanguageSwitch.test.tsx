import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { TestProviders } from '../test/TestProviders';
import { LanguageSwitch } from './LanguageSwitch';

function renderSwitch(loggedIn: boolean) {
  const environment = createMockEnvironment();
  render(
    <TestProviders environment={environment}>
      <MemoryRouter>
        <LanguageSwitch loggedIn={loggedIn} />
      </MemoryRouter>
    </TestProviders>,
  );
  return environment;
}

describe('the language switch', () => {
  // The saver and Relay load on first use: load them up front.
  beforeAll(() => Promise.all([import('../features/account/SaveLanguageToProfile'), import('relay-runtime')]), 30_000);
  afterEach(() => setLocale('es'));

  it("saves a signed-in user's pick as the profile's preferredLanguage", async () => {
    const environment = renderSwitch(true);
    fireEvent.click(screen.getByRole('button', { name: 'English (EN)' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { preferredLanguage: 'en' } });
  });

  it("sends nothing for a visitor's pick", async () => {
    const environment = renderSwitch(false);
    fireEvent.click(screen.getByRole('button', { name: 'English (EN)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'English (EN)' }).getAttribute('aria-pressed')).toBe('true'));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

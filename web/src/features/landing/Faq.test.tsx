import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Faq } from './Faq';
import { testCatalog } from './testCatalog';

function renderFaq() {
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <Faq plans={testCatalog} libraryStats={{ promptCount: 480, categoryCount: 12 }} />
    </IntlProvider>,
  );
  return screen.getAllByRole('button');
}

const expanded = (buttons: HTMLElement[]) => buttons.filter((button) => button.getAttribute('aria-expanded') === 'true').map((button) => button.textContent);

// The landing FAQ has 5 items, and opening one closes the others.
describe('the landing page FAQ', () => {
  it('has 5 questions, all closed at first', () => {
    const buttons = renderFaq();
    expect(buttons).toHaveLength(5);
    expect(expanded(buttons)).toEqual([]);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens one answer at a time: opening another closes the first, and a second click closes it', () => {
    const buttons = renderFaq();
    fireEvent.click(buttons[0]);
    expect(expanded(buttons)).toEqual(['¿Cómo mejora Promptario mis prompts?']);
    expect(screen.getByRole('region', { name: '¿Cómo mejora Promptario mis prompts?' }).textContent).toContain('[marcadores]');

    fireEvent.click(buttons[3]);
    expect(expanded(buttons)).toEqual(['¿Puedo cancelar cuando quiera?']);
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(buttons[3]);
    expect(expanded(buttons)).toEqual([]);
  });

  it("states the free plan from the catalog and the library's real counts", () => {
    const buttons = renderFaq();
    fireEvent.click(screen.getByRole('button', { name: '¿Qué incluye el plan gratuito?' }));
    expect(screen.getByRole('region').textContent).toBe(
      '3 optimizaciones al mes, que se renuevan el día 1 de cada mes (UTC) y no se acumulan; 5 prompts por categoría de la biblioteca y hasta 10 prompts guardados.',
    );
    fireEvent.click(buttons[4]);
    expect(screen.getByRole('region').textContent).toContain('La biblioteca tiene 480 prompts en 12 categorías');
  });
});

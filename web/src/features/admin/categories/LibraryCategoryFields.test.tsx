import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LibraryCategoryFields, useCategoryForm, type CategoryFormValues } from './LibraryCategoryFields';

function Harness({ defaults, deriveSlug }: { defaults: CategoryFormValues; deriveSlug: boolean }) {
  const form = useCategoryForm(defaults);
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <LibraryCategoryFields form={form} deriveSlug={deriveSlug} />
      <button type="submit">Enviar</button>
    </form>
  );
}

const renderFields = (deriveSlug: boolean, defaults: CategoryFormValues = { name: '', nameEn: '', slug: '' }) =>
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <Harness defaults={defaults} deriveSlug={deriveSlug} />
    </IntlProvider>,
  );

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const slugInput = () => screen.getByLabelText(/^Slug/) as HTMLInputElement;

describe("the admin's category form", () => {
  it('derives the slug from the name until the slug is edited by hand', async () => {
    renderFields(true);
    await act(async () => type(/^Nombre\*?$/, 'Educación & Formación 2.0'));
    expect(slugInput().value).toBe('educacion-formacion-2-0');
    await act(async () => type(/^Slug/, 'formacion'));
    await act(async () => type(/^Nombre\*?$/, 'Otra cosa'));
    expect(slugInput().value).toBe('formacion');
  });

  it('keeps the slug when renaming (the address only changes on purpose)', async () => {
    renderFields(false, { name: 'Finanzas', nameEn: 'Finance', slug: 'finance' });
    await act(async () => type(/^Nombre\*?$/, 'Finanzas Personales'));
    expect(slugInput().value).toBe('finance');
  });

  it("refuses an empty name and slug with its message, and a slug with capitals or accents", async () => {
    renderFields(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'El nombre y el slug son obligatorios',
      'El nombre y el slug son obligatorios',
    ]);
    await act(async () => type(/^Nombre\*?$/, 'Ventas'));
    await act(async () => type(/^Slug/, 'Ventas-ñ'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(screen.getByRole('alert').textContent).toMatch(/^El slug solo puede tener letras minúsculas/);
  });
});

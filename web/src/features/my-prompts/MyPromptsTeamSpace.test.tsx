import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locale';
import { TestProviders } from '../../test/TestProviders';
import { myPromptsRoute } from './route';

const teamCategories = [
  { id: 'team-category-1', name: 'Legal', promptCount: 1, viewerMayDelete: true },
  { id: 'team-category-2', name: 'Ventas', promptCount: 1, viewerMayDelete: false },
];
const teamPrompt = (id: string, title: string, teamCategory: { id: string; name: string } | null) => ({
  id,
  title,
  content: `${title}: escribe para {{cliente}}`,
  version: 1,
  authorDatabaseId: 2,
  authorUsername: 'ana',
  editorUsername: 'ana',
  category: null,
  teamCategory,
  versions: [],
});

function resolveTeamSpace(operation: OperationDescriptor, viewerDatabaseId = 1) {
  return MockPayloadGenerator.generate(operation, {
    Query: () => ({
      viewer: { id: 'viewer-1', databaseId: viewerDatabaseId },
      categories: [{ id: 'category-1', name: 'Marketing' }],
      team: {
        viewerRole: 'MEMBER',
        categories: teamCategories,
        prompts: [teamPrompt('team-prompt-1', 'Contrato', teamCategories[0]), teamPrompt('team-prompt-2', 'Oferta', teamCategories[1]), teamPrompt('team-prompt-3', 'Saludo', null)],
      },
    }),
  });
}

const operationNamed = (environment: ReturnType<typeof createMockEnvironment>, name: string) =>
  waitFor(() => {
    const found = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
    expect(found).toBeTruthy();
    return found!;
  }, { timeout: 10_000 });

async function openMyPrompts(path: string, teamRole: 'OWNER' | 'MEMBER' | null, locale: Locale = 'es') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: [myPromptsRoute(() => Promise.resolve(environment))] }], { initialEntries: [path] });
  render(
    <TestProviders environment={environment} locale={locale}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ id: 'viewer-1', teamRole, savedPromptsLimit: null, savedPromptsCount: 0 }) }),
    );
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return environment;
}

/** The layout's main region (AppLayout), where focus goes when what held it is deleted. */
function addMainRegion() {
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  document.body.append(main);
  return main;
}

async function openTeamSpace(locale: Locale = 'es', viewerDatabaseId = 1) {
  const environment = await openMyPrompts('/my-prompts?tab=team', 'MEMBER', locale);
  const query = await operationNamed(environment, 'TeamSpaceQuery');
  await act(async () => {
    environment.mock.resolve(query, resolveTeamSpace(query, viewerDatabaseId));
  });
  await screen.findByTestId('team-prompts', {}, { timeout: 10_000 });
  return environment;
}

const listedTitles = () => within(screen.getByTestId('team-prompts')).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);

describe("My Prompts' team space", () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    document.getElementById('main')?.remove();
  });
  beforeAll(() => Promise.all([import('./MyPromptsPage'), import('../team/TeamSpace'), import('relay-runtime')]), 30_000);

  it('is a tab for team members only', async () => {
    await openMyPrompts('/my-prompts?tab=team', null);
    expect(screen.queryByRole('tab', { name: 'Equipo' })).toBeNull();
    expect(screen.getByRole('tab', { name: /Prompts Guardados/ }).getAttribute('aria-selected')).toBe('true');
  });

  it("scrolls the tab bar to the selected 'Equipo' tab, which a phone's width cuts off in Spanish", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await openMyPrompts('/my-prompts?tab=team', 'MEMBER');
    await waitFor(() => expect(scrolled).toContain(screen.getByRole('tab', { name: 'Equipo' })));
  });

  it("lists the team's prompts, filters them by team category, and offers every member's actions", async () => {
    await openTeamSpace();
    expect(screen.getByRole('tab', { name: 'Equipo' }).getAttribute('aria-selected')).toBe('true');
    expect(listedTitles()).toEqual(['Contrato', 'Oferta', 'Saludo']);
    const contract = within(screen.getByTestId('team-prompts')).getAllByRole('listitem')[0]!;
    expect(within(contract).getByText(/Categoría: Legal/)).toBeTruthy();
    for (const action of ['Usar', 'Optimizar', 'Copiar a mis prompts', 'Editar', 'Ver versiones']) {
      expect(within(contract).getByRole('button', { name: action })).toBeTruthy();
    }
    // Added by someone else, seen by a member: no delete.
    expect(within(contract).queryByRole('button', { name: 'Eliminar' })).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Filtrar por categoría del equipo' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ventas' }));
    expect(listedTitles()).toEqual(['Oferta']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Filtrar por categoría del equipo' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Todas las categorías' }));
    expect(listedTitles()).toEqual(['Contrato', 'Oferta', 'Saludo']);
  });

  it('adds a prompt to the team in the filtered team category, then reads the team space again', async () => {
    const environment = await openTeamSpace();
    fireEvent.click(screen.getByRole('combobox', { name: 'Filtrar por categoría del equipo' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Legal' }));
    const form = screen.getByTestId('add-team-prompt');
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Cláusula' } });
    fireEvent.change(within(form).getByLabelText('Contenido del Prompt'), { target: { value: 'Redacta una cláusula de {{tema}}' } });
    expect((within(form).getByLabelText('Categoría') as HTMLSelectElement).value).toBe('team-category-1');
    fireEvent.click(within(form).getByRole('button', { name: 'Añadir al equipo' }));
    const create = await operationNamed(environment, 'useTeamMutationsCreatePromptMutation');
    expect(create.request.variables.input).toEqual({ title: 'Cláusula', content: 'Redacta una cláusula de {{tema}}', categoryId: 'team-category-1' });
    await act(async () => {
      environment.mock.resolve(create, MockPayloadGenerator.generate(create, { MutationCreateTeamPromptResult: () => ({ __typename: 'MutationCreateTeamPromptSuccess' }) }));
    });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TeamSpaceQuery'));
  });

  it('creates team categories, and offers deleting only those the viewer may delete', async () => {
    const environment = await openTeamSpace('en');
    const categories = screen.getByTestId('team-categories');
    expect(within(categories).getByRole('button', { name: 'Delete category: Legal' })).toBeTruthy();
    expect(within(categories).queryByRole('button', { name: 'Delete category: Ventas' })).toBeNull();
    const [newName] = screen.getAllByLabelText('Category name');
    fireEvent.change(newName!, { target: { value: 'Support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    const create = await operationNamed(environment, 'useTeamMutationsCreateCategoryMutation');
    expect(create.request.variables.input).toEqual({ name: 'Support' });
    await act(async () => {
      environment.mock.resolve(create, {
        data: { createTeamCategory: { __typename: 'ConflictError', __isError: 'ConflictError', message: 'The team already has a category with that name', field: 'name' } },
      });
    });
    expect(await screen.findByText('The team already has a category with that name')).toBeTruthy();
  });

  it('deletes a team prompt only once its author confirms, and Cancel deletes nothing; focus then goes to the main region', async () => {
    const main = addMainRegion();
    // The viewer wrote the prompts (authorDatabaseId 2), so they may delete them.
    const environment = await openTeamSpace('es', 2);
    const isDelete = (operation: OperationDescriptor) => operation.request.node.params.name === 'useTeamMutationsDeletePromptMutation';
    const contract = within(screen.getByTestId('team-prompts')).getAllByRole('listitem')[0]!;
    fireEvent.click(within(contract).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este prompt del equipo?' });
    expect(within(dialog).getByText(/«Contrato» y sus versiones desaparecen para todo el equipo/)).toBeTruthy();
    expect(environment.mock.getAllOperations().some(isDelete)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(environment.mock.getAllOperations().some(isDelete)).toBe(false);

    // The page behind the dialog is hidden from assistive technology until the dialog has closed,
    // which may come after the dialog itself has left the accessibility tree.
    fireEvent.click(await within(contract).findByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar definitivamente' }));
    const remove = await operationNamed(environment, 'useTeamMutationsDeletePromptMutation');
    expect(remove.request.variables.input).toEqual({ id: 'team-prompt-1' });
    await act(async () => {
      environment.mock.resolve(remove, { data: { deleteTeamPrompt: { __typename: 'MutationDeleteTeamPromptSuccess', data: { deletedDatabaseId: 1 } } } });
    });
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TeamSpaceQuery'));
    expect(document.activeElement).toBe(main);
  });

  it('asks before deleting a team category, then gives focus to the main region once it and its button are gone', async () => {
    const main = addMainRegion();
    const environment = await openTeamSpace('en');
    fireEvent.click(within(screen.getByTestId('team-categories')).getByRole('button', { name: 'Delete category: Legal' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('The category «Legal» is deleted for the whole team. Its prompts stay in the team, without a category.');
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useTeamMutationsDeleteCategoryMutation')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    const remove = await operationNamed(environment, 'useTeamMutationsDeleteCategoryMutation');
    await act(async () => {
      environment.mock.resolve(remove, { data: { deleteTeamCategory: { __typename: 'MutationDeleteTeamCategorySuccess', data: { deletedDatabaseId: 1 } } } });
    });
    expect(document.activeElement).toBe(main);
  });

  it("renames a team category from the keyboard: the name field takes focus, and focus returns to the category's Rename button when the form closes", async () => {
    const environment = await openTeamSpace('en');
    const categories = screen.getByTestId('team-categories');
    fireEvent.click(within(categories).getByRole('button', { name: 'Rename: Legal' }));
    const field = within(categories).getByLabelText('Rename: Legal');
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(within(categories).getByRole('button', { name: 'Rename: Legal' })));

    fireEvent.click(within(categories).getByRole('button', { name: 'Rename: Legal' }));
    fireEvent.click(within(categories).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(categories).getByRole('button', { name: 'Rename: Legal' })));

    fireEvent.click(within(categories).getByRole('button', { name: 'Rename: Legal' }));
    fireEvent.change(within(categories).getByLabelText('Rename: Legal'), { target: { value: 'Contracts' } });
    fireEvent.click(within(categories).getByRole('button', { name: 'Save' }));
    const rename = await operationNamed(environment, 'useTeamMutationsRenameCategoryMutation');
    expect(rename.request.variables.input).toEqual({ id: 'team-category-1', name: 'Contracts' });
    await act(async () => {
      environment.mock.resolve(rename, {
        data: { renameTeamCategory: { __typename: 'MutationRenameTeamCategorySuccess', data: { id: 'team-category-1', name: 'Contracts' } } },
      });
    });
    await waitFor(() => expect(document.activeElement).toBe(within(categories).getByRole('button', { name: 'Rename: Contracts' })));
  });
});

import { conflictSelection, errorSelection, type RestRoute } from './adapter.ts';

export const adminLibraryRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/categories',
    operation: `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { ${errorSelection} ${conflictSelection} ... on MutationCreateCategorySuccess { data { databaseId nameEs nameEn slug } } } }`,
    field: 'createCategory',
    variables: ({ body }) => ({ input: { name: body.name ?? '', slug: body.slug ?? '', nameEn: body.nameEn } }),
    respond: ({ databaseId, nameEs, nameEn, slug }: { databaseId: number; nameEs: string; nameEn: string | null; slug: string }) => ({
      id: databaseId,
      name: nameEs,
      nameEn,
      slug,
    }),
    status: 201,
  },
];

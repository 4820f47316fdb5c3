import { builder } from '../builder.ts';
import { libraryStats, type LibraryStats } from '../services/library-stats.ts';

const LibraryStatsObject = builder.objectRef<LibraryStats>('LibraryStats').implement({
  description: 'Counts of the shared library, as the landing page states them.',
  fields: (t) => ({
    promptCount: t.exposeInt('promptCount', {
      description: 'Prompts of the shared library in every language, Premium included; prompts users wrote are not counted.',
    }),
    categoryCount: t.exposeInt('categoryCount'),
  }),
});

builder.queryField('libraryStats', (t) =>
  t.field({
    type: LibraryStatsObject,
    description: 'How many prompts and categories the library has. Public.',
    resolve: () => libraryStats(),
  }),
);

import { makeStyles, tokens } from '@fluentui/react-components';
import { FolderAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useNotify } from '../../../notify/useNotify';
import { graphql } from '../../../relay/graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadMoreButton } from '../../../ui/LoadMoreButton';
import { SectionHeading } from '../../../ui/SectionHeading';
import { useLoadMore } from '../../../ui/useLoadMore';
import { DeleteLibraryCategoryDialog } from './DeleteLibraryCategoryDialog';
import { EditCategoryDialog } from './EditCategoryDialog';
import { LibraryCategoryFields, useCategoryForm } from './LibraryCategoryFields';
import { LibraryCategoryRow, type LibraryCategory } from './LibraryCategoryRow';
import { adminCategoriesMessages } from './adminCategoriesMessages';
import { useCreateCategoryMutation } from './useCreateCategoryMutation';
import type { CategoriesTabListPaginationQuery } from './__generated__/CategoriesTabListPaginationQuery.graphql';
import type { CategoriesTabQuery } from './__generated__/CategoriesTabQuery.graphql';
import type { CategoriesTab_query$key } from './__generated__/CategoriesTab_query.graphql';

const PAGE_SIZE = 100;

const useStyles = makeStyles({
  panel: {
    padding: '20px',
    marginBottom: '28px',
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 767px)': { padding: '16px' },
  },
  intro: { margin: '0 0 16px', color: tokens.colorNeutralForeground3 },
  submit: { display: 'flex', justifyContent: 'flex-end', marginTop: '16px' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    '> li:first-child': { borderTop: 'none' },
  },
});

type Dialog = { kind: 'rename' | 'delete'; category: LibraryCategory };

/** 'Gestión de Categorías': the create form, then every library category with its prompt count, Rename and Delete. */
export default function CategoriesTab() {
  const data = useLazyLoadQuery<CategoriesTabQuery>(
    graphql`
      query CategoriesTabQuery {
        ...CategoriesTab_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <CategoriesView query={data} />;
}

function CategoriesView({ query }: { query: CategoriesTab_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CategoriesTabListPaginationQuery, CategoriesTab_query$key>(
    graphql`
      fragment CategoriesTab_query on Query
      @refetchable(queryName: "CategoriesTabListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        libraryCategories(first: $count, after: $cursor) @connection(key: "CategoriesTab_libraryCategories") {
          __id
          edges {
            node {
              id
              ...LibraryCategoryRow_category
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const styles = useStyles();
  const loadMore = useLoadMore(loadNext, PAGE_SIZE);
  // The dialog stays mounted after closing so it can fade out; `open` says whether it shows.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
  };
  const connections = [data.libraryCategories.__id];
  const categories = data.libraryCategories.edges.map((edge) => edge.node);
  const listHeading = intl.formatMessage(adminCategoriesMessages.listHeading);

  return (
    <>
      <CreateCategoryPanel connections={connections} />
      <section aria-labelledby="library-categories-heading">
        <SectionHeading id="library-categories-heading" title={listHeading} />
        {categories.length === 0 ? (
          <EmptyState icon={<FolderAddRegular />} title={intl.formatMessage(adminCategoriesMessages.empty)}>
            {intl.formatMessage(adminCategoriesMessages.emptyText)}
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label={listHeading}>
            {categories.map((category) => (
              <LibraryCategoryRow
                key={category.id}
                category={category}
                onRename={(target) => show({ kind: 'rename', category: target })}
                onDelete={(target) => show({ kind: 'delete', category: target })}
              />
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={loadMore} />
      </section>
      {dialog?.kind === 'rename' ? <EditCategoryDialog category={dialog.category} open={open} onOpenChange={setOpen} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteLibraryCategoryDialog category={dialog.category} open={open} onOpenChange={setOpen} connections={connections} />
      ) : null}
    </>
  );
}

function CreateCategoryPanel({ connections }: { connections: string[] }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [createCategory, isInFlight] = useCreateCategoryMutation();
  // A fresh form (and slug derivation) after each creation.
  const [created, setCreated] = useState(0);
  const form = useCategoryForm({ name: '', nameEn: '', slug: '' });

  const submit = form.handleSubmit(async (values) => {
    const result = await createCategory({ input: values, connections });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(adminCategoriesMessages.created), result.data.name);
    form.reset();
    setCreated((count) => count + 1);
  });

  return (
    <section className={styles.panel} aria-labelledby="create-category-heading">
      <SectionHeading id="create-category-heading" title={intl.formatMessage(adminCategoriesMessages.createHeading)} />
      <p className={styles.intro}>{intl.formatMessage(adminCategoriesMessages.createIntro)}</p>
      <form onSubmit={submit} noValidate>
        <LibraryCategoryFields key={created} form={form} deriveSlug />
        <div className={styles.submit}>
          <SubmitButton pending={isInFlight} label={adminCategoriesMessages.create} pendingLabel={adminCategoriesMessages.creating} />
        </div>
      </form>
    </section>
  );
}

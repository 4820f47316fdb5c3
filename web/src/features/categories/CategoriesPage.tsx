import { Button } from '@fluentui/react-components';
import { AddRegular, FolderAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { usePaginationFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { useLoadMore } from '../../ui/useLoadMore';
import { useRouteQuery } from '../../router/routeQuery';
import { useSaveTargets } from '../library/SaveTargets';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { UserCategoryCard } from './UserCategoryCard';
import { UserCategoryDialog, type CategoryDialogTarget } from './UserCategoryDialog';
import { categoriesMessages } from './categoriesMessages';
import type { CategoriesPageListPaginationQuery } from './__generated__/CategoriesPageListPaginationQuery.graphql';
import type { CategoriesPageQuery } from './__generated__/CategoriesPageQuery.graphql';
import type { CategoriesPage_viewer$key } from './__generated__/CategoriesPage_viewer.graphql';

export const categoriesPageQuery = graphql`
  query CategoriesPageQuery {
    viewer {
      id
      ...CategoriesPage_viewer
    }
  }
`;

export const CATEGORIES_PAGE_SIZE = 60;

type Dialog = { kind: 'form'; target: CategoryDialogTarget } | { kind: 'delete'; target: { id: string; name: string } };

/** Mis Categorías: the viewer's personal categories, to create, rename and delete. */
export function CategoriesPage() {
  const intl = useIntl();
  const { viewer } = useRouteQuery<CategoriesPageQuery>(categoriesPageQuery);
  useDocumentTitle(intl.formatMessage(categoriesMessages.title));
  if (!viewer) return null;
  return <CategoriesView viewer={viewer} />;
}

function CategoriesView({ viewer: viewerKey }: { viewer: CategoriesPage_viewer$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CategoriesPageListPaginationQuery,
    CategoriesPage_viewer$key
  >(
    graphql`
      fragment CategoriesPage_viewer on User
      @refetchable(queryName: "CategoriesPageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 60 }, cursor: { type: "String" }) {
        userCategories(first: $count, after: $cursor) @connection(key: "CategoriesPage_userCategories") {
          __id
          edges {
            node {
              id
              ...UserCategoryCard_category
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const loadMore = useLoadMore(loadNext, CATEGORIES_PAGE_SIZE);
  const saveTargets = useSaveTargets();
  // The dialog stays mounted after closing so it can fade out; `open` says whether it shows.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
  };
  // This page's list and the one the save menus offer.
  const connections = [data.userCategories.__id, ...saveTargets.categoryConnections];
  const categories = data.userCategories.edges.map((edge) => edge.node);
  const create = () => show({ kind: 'form', target: { mode: 'create' } });

  return (
    <>
      <PageHeader
        title={intl.formatMessage(categoriesMessages.title)}
        subtitle={intl.formatMessage(categoriesMessages.subtitle)}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={create}>
            {intl.formatMessage(categoriesMessages.create)}
          </Button>
        }
      />
      {categories.length === 0 && !hasNext ? (
        <EmptyState
          icon={<FolderAddRegular />}
          title={intl.formatMessage(categoriesMessages.empty)}
          actions={
            <Button appearance="primary" icon={<AddRegular />} onClick={create}>
              {intl.formatMessage(categoriesMessages.emptyAction)}
            </Button>
          }
        >
          {intl.formatMessage(categoriesMessages.emptyText)}
        </EmptyState>
      ) : (
        <CardGrid label={intl.formatMessage(categoriesMessages.listLabel)}>
          {categories.map((category) => (
            <CardGridItem key={category.id}>
              <UserCategoryCard
                category={category}
                onEdit={({ id, name }) => show({ kind: 'form', target: { mode: 'edit', id, name } })}
                onDelete={(target) => show({ kind: 'delete', target })}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={loadMore}
        label={intl.formatMessage(categoriesMessages.loadMore)}
      />
      {dialog?.kind === 'form' ? (
        <UserCategoryDialog target={dialog.target} open={open} onOpenChange={setOpen} connections={connections} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCategoryDialog target={dialog.target} open={open} onOpenChange={setOpen} connections={connections} />
      ) : null}
    </>
  );
}

import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../relay/graphql';
import { PageHeader } from '../../ui/PageHeader';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';
import { EmptyState } from '../../ui/EmptyState';
import { SectionSpinner } from '../../ui/Spinners';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useSelectedTabInView } from '../../ui/useSelectedTabInView';
import { useNotify } from '../../notify/useNotify';
import { useRouteQuery } from '../../router/routeQuery';
import { adminTabs } from './adminTabs';
import type { AdminPageQuery } from './__generated__/AdminPageQuery.graphql';

export const adminPageQuery = graphql`
  query AdminPageQuery {
    viewer {
      isAdmin
    }
  }
`;

const messages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'Panel Administrativo' },
  subtitle: {
    id: 'admin.subtitle',
    defaultMessage: 'Importación de prompts, categorías, códigos de invitación, suscripciones y mensajes de contacto.',
  },
  tabs: { id: 'admin.tabs', defaultMessage: 'Secciones del panel' },
  tabFailed: { id: 'admin.tab.failed', defaultMessage: 'No se pudo cargar esta sección' },
  deniedTitle: { id: 'admin.denied.title', defaultMessage: 'Acceso restringido' },
  deniedBody: { id: 'admin.denied.body', defaultMessage: 'No tienes permisos para acceder a esta página' },
});

const useStyles = makeStyles({
  tabs: { marginBottom: '20px', overflowX: 'auto', scrollbarWidth: 'none' },
});

/**
 * Not behind the login guard: the screen itself sends anyone who is not an admin (visitors
 * included) to / with a toast. The role comes from the server (`viewer.isAdmin`), which also
 * refuses every admin operation to anyone else.
 */
export function AdminPage() {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const { viewer } = useRouteQuery<AdminPageQuery>(adminPageQuery);
  const allowed = viewer?.isAdmin === true;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = useMemo(() => adminTabs.find((candidate) => candidate.value === requested) ?? adminTabs[0], [requested]);
  useDocumentTitle(intl.formatMessage(messages.title));
  // The tab bar only renders for an admin: follow `allowed` too.
  const tabsRef = useSelectedTabInView(allowed && tab.value);

  useEffect(() => {
    if (allowed) return;
    notify.error(intl.formatMessage(messages.deniedTitle), intl.formatMessage(messages.deniedBody));
    // An effect cannot wait for the navigation it starts.
    void navigate('/', { replace: true });
  }, [allowed, intl, navigate, notify]);

  if (!allowed) return null;

  const selectTab = (next: string) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === adminTabs[0].value) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <TabList
        ref={tabsRef}
        className={styles.tabs}
        selectedValue={tab.value}
        onTabSelect={(_, data) => selectTab(String(data.value))}
        aria-label={intl.formatMessage(messages.tabs)}
      >
        {adminTabs.map((candidate) => (
          <Tab key={candidate.value} value={candidate.value}>
            {intl.formatMessage(candidate.label)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={intl.formatMessage(tab.label)}>
        <SectionErrorBoundary
          resetKey={tab.value}
          fallback={(error) => (
            <EmptyState icon={<DismissCircleRegular />} title={intl.formatMessage(messages.tabFailed)}>
              {error.message}
            </EmptyState>
          )}
        >
          <Suspense fallback={<SectionSpinner />}>
            <tab.Content />
          </Suspense>
        </SectionErrorBoundary>
      </div>
    </>
  );
}

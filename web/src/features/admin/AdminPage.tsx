import { ShieldPersonRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { graphql } from '../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useNotify } from '../../notify/useNotify';
import { useRouteQuery } from '../../router/routeQuery';
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
    defaultMessage: 'Importación de prompts, categorías, códigos de invitación y suscripciones.',
  },
  deniedTitle: { id: 'admin.denied.title', defaultMessage: 'Acceso restringido' },
  deniedBody: { id: 'admin.denied.body', defaultMessage: 'No tienes permisos para acceder a esta página' },
  emptyTitle: { id: 'admin.soon.title', defaultMessage: 'Las herramientas de administración están en camino' },
  emptyBody: {
    id: 'admin.soon.body',
    defaultMessage: 'Muy pronto podrás importar prompts, gestionar categorías y códigos de invitación, y revisar las renovaciones desde aquí.',
  },
});

/**
 * Not behind the login guard: the screen itself sends anyone who is not an admin (visitors
 * included) to / with a toast. The role comes from the server (`viewer.isAdmin`).
 */
export function AdminPage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const { viewer } = useRouteQuery<AdminPageQuery>(adminPageQuery);
  const allowed = viewer?.isAdmin === true;
  useDocumentTitle(intl.formatMessage(messages.title));

  useEffect(() => {
    if (allowed) return;
    notify.error(intl.formatMessage(messages.deniedTitle), intl.formatMessage(messages.deniedBody));
    navigate('/', { replace: true });
  }, [allowed, intl, navigate, notify]);

  if (!allowed) return null;

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <EmptyState icon={<ShieldPersonRegular />} title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </EmptyState>
    </>
  );
}

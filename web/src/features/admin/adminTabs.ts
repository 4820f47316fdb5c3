import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const tabMessages = defineMessages({
  import: { id: 'admin.tab.import', defaultMessage: 'Importación de Prompts' },
  categories: { id: 'admin.tab.categories', defaultMessage: 'Gestión de Categorías' },
  invitations: { id: 'admin.tab.invitations', defaultMessage: 'Códigos de Invitación' },
  subscriptions: { id: 'admin.tab.subscriptions', defaultMessage: 'Suscripciones' },
  messages: { id: 'admin.tab.messages', defaultMessage: 'Mensajes de contacto' },
});

export interface AdminTab {
  /** The `?tab=` value. */
  value: string;
  label: MessageDescriptor;
  /** Each tab is its own lazy module that reads its data with `useLazyLoadQuery` when it opens. */
  Content: LazyExoticComponent<ComponentType>;
}

/** The admin panel's tabs, in order; the first is the default. */
export const adminTabs: AdminTab[] = [
  { value: 'import', label: tabMessages.import, Content: lazy(() => import('./import/ImportTab')) },
  { value: 'categories', label: tabMessages.categories, Content: lazy(() => import('./categories/CategoriesTab')) },
  { value: 'invitations', label: tabMessages.invitations, Content: lazy(() => import('./invitations/InvitationCodesTab')) },
  { value: 'subscriptions', label: tabMessages.subscriptions, Content: lazy(() => import('./subscriptions/SubscriptionsTab')) },
  { value: 'messages', label: tabMessages.messages, Content: lazy(() => import('./messages/ContactMessagesTab')) },
];

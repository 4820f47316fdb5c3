import {
  BookmarkMultipleRegular,
  FolderRegular,
  HistoryRegular,
  HomeRegular,
  LibraryRegular,
  SettingsRegular,
  PeopleTeamRegular,
  ShieldPersonRegular,
  SparkleRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const navMessages = defineMessages({
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  prompts: { id: 'nav.prompts', defaultMessage: 'Explorar Prompts' },
  optimize: { id: 'nav.optimize', defaultMessage: 'Optimizar Prompts' },
  history: { id: 'nav.history', defaultMessage: 'Historial' },
  myPrompts: { id: 'nav.myPrompts', defaultMessage: 'Mis Prompts' },
  categories: { id: 'nav.categories', defaultMessage: 'Mis Categorías' },
  settings: { id: 'nav.settings', defaultMessage: 'Configuración' },
  team: { id: 'nav.team', defaultMessage: 'Equipo' },
  admin: { id: 'nav.admin', defaultMessage: 'Panel Administrativo' },
  upgrade: { id: 'nav.upgrade', defaultMessage: 'Actualizar Ahora' },
  logout: { id: 'nav.logout', defaultMessage: 'Cerrar sesión' },
  mainNav: { id: 'nav.main', defaultMessage: 'Navegación principal' },
  skipToContent: { id: 'nav.skipToContent', defaultMessage: 'Saltar al contenido' },
});

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ReactElement;
  adminOnly?: boolean;
  /** Shown to team members, Enterprise subscribers and people with a team invitation. */
  teamOnly?: boolean;
}

export const UPGRADE_PATH = '/settings?tab=subscription';

export const navItems: NavItem[] = [
  { to: '/dashboard', label: navMessages.dashboard, icon: <HomeRegular /> },
  { to: '/prompts', label: navMessages.prompts, icon: <LibraryRegular /> },
  { to: '/optimize', label: navMessages.optimize, icon: <SparkleRegular /> },
  { to: '/history', label: navMessages.history, icon: <HistoryRegular /> },
  { to: '/my-prompts', label: navMessages.myPrompts, icon: <BookmarkMultipleRegular /> },
  { to: '/categories', label: navMessages.categories, icon: <FolderRegular /> },
  { to: '/team', label: navMessages.team, icon: <PeopleTeamRegular />, teamOnly: true },
  { to: '/settings', label: navMessages.settings, icon: <SettingsRegular /> },
  { to: '/admin', label: navMessages.admin, icon: <ShieldPersonRegular />, adminOnly: true },
];

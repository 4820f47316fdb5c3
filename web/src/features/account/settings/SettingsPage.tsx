import { Badge, Tab, TabList, makeStyles } from '@fluentui/react-components';
import { graphql } from '../../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useSelectedTabInView } from '../../../ui/useSelectedTabInView';
import { navMessages } from '../../../layout/navigation';
import { useRouteQuery } from '../../../router/routeQuery';
import { AccountTab } from './AccountTab';
import { ApiTab } from './ApiTab';
import { PasswordTab } from './PasswordTab';
import { PreferencesTab } from './PreferencesTab';
import { ProfileTab } from './ProfileTab';
import { SessionsTab } from './SessionsTab';
import { SubscriptionTab } from './SubscriptionTab';
import { EmailVerificationBanner } from '../verification/EmailVerificationBanner';
import { hasHigherPlan, planName } from '../../plans/planText';
import { UpgradeButton } from '../../plans/UpgradeButton';
import { usePaymentReturn } from './usePaymentReturn';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';

export const settingsPageQuery = graphql`
  query SettingsPageQuery {
    viewer {
      isPremium
      planType
      ...ProfileTab_viewer
      ...PreferencesTab_viewer
      ...SubscriptionTab_viewer
      ...SessionsTab_viewer
      ...EmailVerificationBanner_viewer
      ...ApiTab_viewer
    }
    plans {
      type
    }
    ...SubscriptionTab_query
  }
`;

const messages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Configuración' },
  subtitle: { id: 'settings.subtitle', defaultMessage: 'Administra tu perfil, tu contraseña y tus preferencias.' },
  tabs: { id: 'settings.tabs', defaultMessage: 'Secciones de la configuración' },
  profile: { id: 'settings.tab.profile', defaultMessage: 'Perfil' },
  password: { id: 'settings.tab.password', defaultMessage: 'Contraseña' },
  preferences: { id: 'settings.tab.preferences', defaultMessage: 'Preferencias' },
  subscription: { id: 'settings.tab.subscription', defaultMessage: 'Suscripción' },
  sessions: { id: 'settings.tab.sessions', defaultMessage: 'Sesiones' },
  api: { id: 'settings.tab.api', defaultMessage: 'API' },
  account: { id: 'settings.tab.account', defaultMessage: 'Cuenta' },
});

const TABS = ['profile', 'password', 'preferences', 'subscription', 'sessions', 'api', 'account'] as const;
type SettingsTab = (typeof TABS)[number];

function isTab(value: string | null): value is SettingsTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

const useStyles = makeStyles({
  tabs: { marginBottom: '20px', overflowX: 'auto', scrollbarWidth: 'none' },
  tab: { '@media (max-width: 479px)': { paddingLeft: '6px', paddingRight: '6px' } },
  badge: { alignSelf: 'center' },
  banner: { marginBottom: '16px' },
});

export function SettingsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const data = useRouteQuery<SettingsPageQuery>(settingsPageQuery);
  const { viewer, plans } = data;
  usePaymentReturn();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'profile';
  useDocumentTitle(intl.formatMessage(messages.title));
  const tabsRef = useSelectedTabInView(tab);
  if (!viewer) return null;

  const selectTab = (next: SettingsTab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        actions={
          <>
            <Badge className={styles.badge} data-testid="settings-plan" size="large" appearance={viewer.isPremium ? 'filled' : 'outline'} color={viewer.isPremium ? 'brand' : 'informative'}>
              {planName(intl, viewer.planType)}
            </Badge>
            {hasHigherPlan(viewer.planType, plans.map((plan) => plan.type)) ? (
              <UpgradeButton>{intl.formatMessage(navMessages.upgrade)}</UpgradeButton>
            ) : null}
          </>
        }
      />
      <EmailVerificationBanner viewer={viewer} className={styles.banner} />
      <TabList
        ref={tabsRef}
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => selectTab(data.value as SettingsTab)}
        aria-label={intl.formatMessage(messages.tabs)}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} className={styles.tab}>
            {intl.formatMessage(messages[value])}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel">
        {tab === 'profile' ? <ProfileTab viewer={viewer} /> : null}
        {tab === 'password' ? <PasswordTab /> : null}
        {tab === 'preferences' ? <PreferencesTab viewer={viewer} /> : null}
        {tab === 'subscription' ? <SubscriptionTab viewer={viewer} query={data} /> : null}
        {tab === 'sessions' ? <SessionsTab viewer={viewer} /> : null}
        {tab === 'api' ? <ApiTab viewer={viewer} /> : null}
        {tab === 'account' ? <AccountTab /> : null}
      </div>
    </>
  );
}

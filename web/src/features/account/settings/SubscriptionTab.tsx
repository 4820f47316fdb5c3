import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { PremiumRegular } from '@fluentui/react-icons';
import { useFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { useSettingsStyles } from './settingsStyles';
import type { SubscriptionTab_viewer$key } from './__generated__/SubscriptionTab_viewer.graphql';

const messages = defineMessages({
  heading: { id: 'settings.subscription.heading', defaultMessage: 'Suscripción' },
  description: { id: 'settings.subscription.description', defaultMessage: 'Tu plan y lo que incluye.' },
  current: { id: 'settings.subscription.current', defaultMessage: 'Plan actual' },
  free: { id: 'settings.subscription.plan.free', defaultMessage: 'Plan Gratuito' },
  basic: { id: 'settings.subscription.plan.basic', defaultMessage: 'Plan Básico' },
  pro: { id: 'settings.subscription.plan.pro', defaultMessage: 'Plan Pro' },
  enterprise: { id: 'settings.subscription.plan.enterprise', defaultMessage: 'Plan Empresarial' },
  soon: {
    id: 'settings.subscription.soon',
    defaultMessage: 'Muy pronto podrás cambiar de plan, ver la fecha de renovación y cancelar tu suscripción desde aquí.',
  },
});

const useStyles = makeStyles({
  plan: {
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '16px',
    marginBottom: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '22px',
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  label: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  soon: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '60ch' },
});

/** The current plan. Changing or cancelling it arrives with the payments work. */
export function SubscriptionTab({ viewer: viewerKey }: { viewer: SubscriptionTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SubscriptionTab_viewer on User {
        planType
        isPremium
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = useStyles();
  const settingsStyles = useSettingsStyles();
  return (
    <section className={settingsStyles.card} aria-labelledby="settings-subscription-heading">
      <h2 id="settings-subscription-heading" className={settingsStyles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={settingsStyles.description}>{intl.formatMessage(messages.description)}</p>
      <div className={styles.plan}>
        <span className={styles.icon} aria-hidden="true">
          <PremiumRegular />
        </span>
        <div>
          <span className={styles.label}>{intl.formatMessage(messages.current)}</span>
          <Badge size="large" appearance={viewer.isPremium ? 'filled' : 'outline'} color={viewer.isPremium ? 'brand' : 'informative'}>
            {intl.formatMessage(messages[viewer.planType])}
          </Badge>
        </div>
      </div>
      <p className={styles.soon}>{intl.formatMessage(messages.soon)}</p>
    </section>
  );
}

import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { graphql } from '../../../relay/graphql';
import { useNotify } from '../../../notify/useNotify';
import { bannerBodyMessage, emailVerificationMessages as messages, resentBodyMessage } from './emailVerificationMessages';
import { useResendVerificationEmailMutation } from './useResendVerificationEmailMutation';
import type { EmailVerificationBanner_viewer$key } from './__generated__/EmailVerificationBanner_viewer.graphql';

/**
 * Shown in Settings and on the dashboard until the address is confirmed: nothing waits for it (soft
 * verification), so it only says why it helps and offers the link again.
 */
export function EmailVerificationBanner({ viewer: viewerKey, className }: { viewer: EmailVerificationBanner_viewer$key; className?: string }) {
  const viewer = useFragment(
    graphql`
      fragment EmailVerificationBanner_viewer on User {
        email
        emailVerified
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const notify = useNotify();
  const [resend, isInFlight] = useResendVerificationEmailMutation();
  if (viewer.emailVerified) return null;

  const resendLink = async () => {
    const result = await resend({});
    if (result.ok) notify.success(intl.formatMessage(messages.resent), intl.formatMessage(resentBodyMessage, { email: viewer.email }));
  };

  return (
    <MessageBar intent="info" layout="multiline" className={className} data-testid="email-verification-banner">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(messages.bannerTitle)}</MessageBarTitle>
        {intl.formatMessage(bannerBodyMessage, { email: viewer.email })}
      </MessageBarBody>
      <MessageBarActions>
        {/* Focusable while sending: a disabled button would drop the keyboard focus to the page. */}
        <Button size="small" disabledFocusable={isInFlight} onClick={() => void resendLink()}>
          {intl.formatMessage(isInFlight ? messages.resending : messages.resend)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

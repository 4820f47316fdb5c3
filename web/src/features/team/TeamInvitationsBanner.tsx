import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { graphql } from '../../relay/graphql';
import { ButtonLink } from '../../ui/ButtonLink';
import { bannerMessage, teamMessages } from './teamMessages';
import type { TeamInvitationsBanner_query$key } from './__generated__/TeamInvitationsBanner_query.graphql';

/** The dashboard's notice of team invitations waiting for the viewer's answer (answered on the Team page). */
export function TeamInvitationsBanner({ query }: { query: TeamInvitationsBanner_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TeamInvitationsBanner_query on Query {
        teamInvitations {
          __typename
        }
      }
    `,
    query,
  );
  if (data.teamInvitations.length === 0) return null;
  return (
    <MessageBar intent="info" data-testid="team-invitations-banner" style={{ marginBottom: '20px' }}>
      <MessageBarBody>{intl.formatMessage(bannerMessage, { count: data.teamInvitations.length })}</MessageBarBody>
      <MessageBarActions>
        <ButtonLink to="/team" appearance="primary">
          {intl.formatMessage(teamMessages.bannerAction)}
        </ButtonLink>
      </MessageBarActions>
    </MessageBar>
  );
}

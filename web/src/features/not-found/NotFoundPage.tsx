import { makeStyles, tokens } from '@fluentui/react-components';
import { HomeRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { ButtonLink } from '../../ui/ButtonLink';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: '404: página no encontrada' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'La página que buscas no existe o se ha movido.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Volver al inicio' },
});

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: '12px',
    padding: '48px 0',
  },
  code: {
    fontSize: '96px',
    lineHeight: 1,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.04em',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandForeground1}, ${tokens.colorBrandBackgroundPressed})`,
    backgroundClip: 'text',
    color: 'transparent',
    userSelect: 'none',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '48ch' },
  action: { marginTop: '12px' },
});

export function NotFoundPage() {
  const intl = useIntl();
  const styles = useStyles();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <section className={styles.root}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{intl.formatMessage(messages.body)}</p>
      <ButtonLink className={styles.action} to="/" appearance="primary" icon={<HomeRegular />}>
        {intl.formatMessage(messages.home)}
      </ButtonLink>
    </section>
  );
}

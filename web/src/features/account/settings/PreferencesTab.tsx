import { Button, Field, Radio, RadioGroup, Spinner, Switch } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '../../../i18n/commonMessages';
import { setLocale, type Locale } from '../../../i18n/locale';
import { readFailure } from '../fieldErrors';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsSection, settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import type { PreferencesTab_viewer$key } from './__generated__/PreferencesTab_viewer.graphql';

const messages = defineMessages({
  heading: { id: 'settings.preferences.heading', defaultMessage: 'Preferencias' },
  description: {
    id: 'settings.preferences.description',
    defaultMessage: 'El idioma se usa en toda la aplicación y en los mensajes que recibes.',
  },
  language: { id: 'settings.preferences.language', defaultMessage: 'Idioma preferido' },
  notifications: { id: 'settings.preferences.notifications', defaultMessage: 'Notificaciones' },
  notificationsLabel: {
    id: 'settings.preferences.notificationsLabel',
    defaultMessage: 'Recibir avisos sobre mi cuenta y novedades de Promptario',
  },
});

export function PreferencesTab({ viewer: viewerKey }: { viewer: PreferencesTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment PreferencesTab_viewer on User {
        preferredLanguage
        notificationsEnabled
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const [updateProfile, isInFlight] = useUpdateProfileMutation();
  const [language, setLanguage] = useState<Locale>(viewer.preferredLanguage);
  const [notificationsEnabled, setNotificationsEnabled] = useState(viewer.notificationsEnabled);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    updateProfile(
      { preferredLanguage: language, notificationsEnabled },
      {
        onResult: (result) => {
          if (result.data) {
            void setLocale(result.data.preferredLanguage);
            notify.success(
              intl.formatMessage(settingsToasts.preferencesSaved),
              intl.formatMessage(settingsToasts.preferencesSavedBody),
            );
            return;
          }
          const { message } = readFailure(result);
          notify.error(intl.formatMessage(settingsToasts.profileFailed), message || intl.formatMessage(commonMessages.genericError));
        },
        onError: () =>
          notify.error(intl.formatMessage(settingsToasts.profileFailed), intl.formatMessage(commonMessages.genericError)),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="settings-preferences-heading">
      <h2 id="settings-preferences-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <form className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage(messages.language)}>
          <RadioGroup value={language} onChange={(_, data) => setLanguage(data.value as Locale)} layout="horizontal">
            <Radio value="es" label="Español" lang="es" />
            <Radio value="en" label="English" lang="en" />
          </RadioGroup>
        </Field>
        <Field label={intl.formatMessage(messages.notifications)}>
          <Switch
            checked={notificationsEnabled}
            onChange={(_, data) => setNotificationsEnabled(data.checked)}
            label={intl.formatMessage(messages.notificationsLabel)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            type="submit"
            appearance="primary"
            disabled={isInFlight}
            icon={isInFlight ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage(isInFlight ? settingsSection.saving : settingsSection.save)}
          </Button>
        </div>
      </form>
    </section>
  );
}

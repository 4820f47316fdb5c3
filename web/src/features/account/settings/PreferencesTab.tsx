import { Field, Radio, RadioGroup, Switch } from '@fluentui/react-components';
import { useFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useZodForm } from '../../../forms/useZodForm';
import { LOCALES, setLocale, type Locale } from '../../../i18n/locale';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsSection, settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import type { PreferencesTab_viewer$key } from './__generated__/PreferencesTab_viewer.graphql';
import { SubmitButton } from '../../../forms/SubmitButton';

const preferencesSchema = z.object({ preferredLanguage: z.enum(LOCALES), notificationsEnabled: z.boolean() });

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
  // Follows the store: the sidebar's language switch changes preferredLanguage too.
  const form = useZodForm(
    preferencesSchema,
    { preferredLanguage: viewer.preferredLanguage, notificationsEnabled: viewer.notificationsEnabled },
    { follow: true },
  );

  const submit = form.handleSubmit(async (input) => {
    const result = await updateProfile({ input });
    if (!result.ok) return;
    void setLocale(result.data.preferredLanguage);
    notify.success(intl.formatMessage(settingsToasts.preferencesSaved), intl.formatMessage(settingsToasts.preferencesSavedBody));
  });

  return (
    <section className={styles.card} aria-labelledby="settings-preferences-heading">
      <h2 id="settings-preferences-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>{intl.formatMessage(messages.description)}</p>
      <form className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage(messages.language)}>
          <RadioGroup
            value={form.watch('preferredLanguage')}
            onChange={(_, data) => form.setValue('preferredLanguage', data.value as Locale)}
            layout="horizontal"
          >
            <Radio value="es" label="Español" lang="es" />
            <Radio value="en" label="English" lang="en" />
          </RadioGroup>
        </Field>
        <Field label={intl.formatMessage(messages.notifications)}>
          <Switch
            checked={form.watch('notificationsEnabled')}
            onChange={(_, data) => form.setValue('notificationsEnabled', data.checked)}
            label={intl.formatMessage(messages.notificationsLabel)}
          />
        </Field>
        <div className={styles.actions}>
          <SubmitButton pending={isInFlight} label={settingsSection.save} pendingLabel={settingsSection.saving} />
        </div>
      </form>
    </section>
  );
}

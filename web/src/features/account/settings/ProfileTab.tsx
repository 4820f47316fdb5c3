import { Field, Input, Textarea, mergeClasses } from '@fluentui/react-components';
import { useFragment } from 'react-relay';
import { graphql } from '../../../relay/graphql';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { BIO_MAX, DISPLAY_NAME_MAX } from '../../../../../shared/rules';
import { useZodForm } from '../../../forms/useZodForm';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsSection, settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import { profileSchema } from './validation';
import type { ProfileTab_viewer$key } from './__generated__/ProfileTab_viewer.graphql';
import { SubmitButton } from '../../../forms/SubmitButton';

const messages = defineMessages({
  heading: { id: 'settings.profile.heading', defaultMessage: 'Perfil' },
  description: {
    id: 'settings.profile.description',
    defaultMessage: 'Los datos de tu cuenta. Solo tú los ves: en Promptario no hay perfiles públicos.',
  },
  emailHint: {
    id: 'settings.profile.emailHint',
    defaultMessage: 'Si lo cambias, te enviaremos un enlace para confirmar la dirección nueva.',
  },
  username: { id: 'settings.profile.username', defaultMessage: 'Nombre de usuario' },
  usernameHint: { id: 'settings.profile.usernameHint', defaultMessage: 'El nombre de usuario no se puede cambiar.' },
  displayName: { id: 'settings.profile.displayName', defaultMessage: 'Nombre para mostrar' },
  email: { id: 'settings.profile.email', defaultMessage: 'Correo electrónico' },
  bio: { id: 'settings.profile.bio', defaultMessage: 'Biografía' },
  bioPlaceholder: { id: 'settings.profile.bioPlaceholder', defaultMessage: 'Cuéntanos algo sobre ti y cómo usas la IA.' },
});

const memberSinceMessage = defineMessage<{ date: string }>({
  id: 'settings.profile.memberSince',
  defaultMessage: 'Miembro desde el {date}.',
});
const bioCounterMessage = defineMessage<{ count: number; max: number }>({
  id: 'form.characterCount',
  defaultMessage: '{count}/{max} caracteres',
});

export function ProfileTab({ viewer: viewerKey }: { viewer: ProfileTab_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment ProfileTab_viewer on User {
        username
        displayName
        email
        bio
        createdAt
      }
    `,
    viewerKey,
  );
  const intl = useIntl();
  const styles = useSettingsStyles();
  const notify = useNotify();
  const [updateProfile, isInFlight] = useUpdateProfileMutation();
  const form = useZodForm(profileSchema, {
    displayName: viewer.displayName ?? '',
    email: viewer.email,
    bio: viewer.bio ?? '',
  });

  const submit = form.handleSubmit(async (input) => {
    const result = await updateProfile({ input });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(settingsToasts.profileSaved), intl.formatMessage(settingsToasts.profileSavedBody));
  });

  const bioLength = form.watch('bio').length;

  return (
    <section className={styles.card} aria-labelledby="settings-profile-heading">
      <h2 id="settings-profile-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className={styles.description}>
        {intl.formatMessage(messages.description)}{' '}
        {intl.formatMessage(memberSinceMessage, {
          date: intl.formatDate(viewer.createdAt, { dateStyle: 'long' }),
        })}
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage(messages.username)} hint={intl.formatMessage(messages.usernameHint)}>
          <Input value={viewer.username} readOnly appearance="filled-darker" />
        </Field>
        <Field
          label={intl.formatMessage(messages.displayName)}
          hint={form.lengthHint('displayName', DISPLAY_NAME_MAX)}
          {...form.field('displayName')}
        >
          <Input autoComplete="name" maxLength={DISPLAY_NAME_MAX} {...form.bind('displayName')} />
        </Field>
        <Field label={intl.formatMessage(messages.email)} hint={intl.formatMessage(messages.emailHint)} required {...form.field('email')}>
          <Input type="email" autoComplete="email" {...form.bind('email')} />
        </Field>
        <Field
          label={intl.formatMessage(messages.bio)}
          {...form.field('bio')}
          hint={
            <span className={mergeClasses(styles.counter, bioLength > BIO_MAX && styles.counterOver)}>
              {intl.formatMessage(bioCounterMessage, { count: bioLength, max: BIO_MAX })}
            </span>
          }
        >
          <Textarea
            resize="vertical"
            rows={4}
            placeholder={intl.formatMessage(messages.bioPlaceholder)}
            {...form.bind('bio')}
          />
        </Field>
        <div className={styles.actions}>
          <SubmitButton pending={isInFlight} label={settingsSection.save} pendingLabel={settingsSection.saving} />
        </div>
      </form>
    </section>
  );
}

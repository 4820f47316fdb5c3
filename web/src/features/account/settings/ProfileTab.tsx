import { Button, Field, Input, Spinner, Textarea, mergeClasses } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { BIO_MAX, hasErrors } from '../../../forms/rules';
import { useFocusFirstError } from '../../../forms/useFocusFirstError';
import { commonMessages } from '../../../i18n/commonMessages';
import { readFailure } from '../fieldErrors';
import { useUpdateProfileMutation } from '../useUpdateProfileMutation';
import { useNotify } from '../../../notify/useNotify';
import { settingsSection, settingsToasts } from './settingsMessages';
import { useSettingsStyles } from './settingsStyles';
import { validateProfile, type ProfileValues } from './validation';
import type { ProfileTab_viewer$key } from './__generated__/ProfileTab_viewer.graphql';

const messages = defineMessages({
  heading: { id: 'settings.profile.heading', defaultMessage: 'Perfil' },
  description: { id: 'settings.profile.description', defaultMessage: 'Así te verán en Promptario.' },
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
  id: 'settings.profile.bioCounter',
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
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<ProfileValues>({
    displayName: viewer.displayName ?? '',
    email: viewer.email,
    bio: viewer.bio ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});

  const clientErrors = submitted ? validateProfile(values) : {};
  const errorOf = (field: keyof ProfileValues) => {
    const clientError = clientErrors[field];
    return clientError ? intl.formatMessage(clientError) : serverErrors[field];
  };
  const fieldState = (field: keyof ProfileValues) => {
    const error = errorOf(field);
    return { validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) };
  };
  const change = (field: keyof ProfileValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateProfile(values))) {
      focusFirstError();
      return;
    }
    updateProfile(
      { displayName: values.displayName.trim(), email: values.email.trim(), bio: values.bio },
      {
        onResult: (result) => {
          if (result.data) {
            setSubmitted(false);
            notify.success(intl.formatMessage(settingsToasts.profileSaved), intl.formatMessage(settingsToasts.profileSavedBody));
            return;
          }
          const { message, fields } = readFailure(result);
          setServerErrors(fields);
          notify.error(intl.formatMessage(settingsToasts.profileFailed), message || intl.formatMessage(commonMessages.genericError));
          focusFirstError();
        },
        onError: () =>
          notify.error(intl.formatMessage(settingsToasts.profileFailed), intl.formatMessage(commonMessages.genericError)),
      },
    );
  };

  const bioOver = values.bio.length > BIO_MAX;

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
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage(messages.username)} hint={intl.formatMessage(messages.usernameHint)}>
          <Input value={viewer.username} readOnly appearance="filled-darker" />
        </Field>
        <Field label={intl.formatMessage(messages.displayName)} {...fieldState('displayName')}>
          <Input
            name="displayName"
            autoComplete="name"
            value={values.displayName}
            onChange={(_, data) => change('displayName', data.value)}
          />
        </Field>
        <Field label={intl.formatMessage(messages.email)} required {...fieldState('email')}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(_, data) => change('email', data.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.bio)}
          {...fieldState('bio')}
          hint={
            <span className={mergeClasses(styles.counter, bioOver && styles.counterOver)}>
              {intl.formatMessage(bioCounterMessage, { count: values.bio.length, max: BIO_MAX })}
            </span>
          }
        >
          <Textarea
            name="bio"
            resize="vertical"
            rows={4}
            placeholder={intl.formatMessage(messages.bioPlaceholder)}
            value={values.bio}
            onChange={(_, data) => change('bio', data.value)}
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

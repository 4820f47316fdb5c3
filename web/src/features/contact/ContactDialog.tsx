import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field as FluentField,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactMessage, contactName, contactSubject, contactSubjects, email } from '../../../../shared/rules';
import { Field } from '../../forms/Field';
import { SubmitButton } from '../../forms/SubmitButton';
import { TextInput } from '../../forms/TextInput';
import { useZodForm } from '../../forms/useZodForm';
import { AppDialog } from '../../ui/AppDialog';
import { contactMessages, subjectLabels } from './contactMessages';
import { useSendContactMessageMutation } from './useSendContactMessageMutation';

const contactFormSchema = z.object({ name: contactName, email: email('validation.emailInvalid'), subject: contactSubject, message: contactMessage });

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: '14px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  thanks: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', textAlign: 'center', padding: '16px 0' },
  thanksIcon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
  thanksTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  thanksBody: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The footer's contact form (docs/behaviour.md, Contact and service status): stored for the admin by `sendContactMessage`.
 * `session` changes on every opening, so the form starts empty each time.
 */
export function ContactDialog({ open, onOpenChange, session }: { open: boolean; onOpenChange: (open: boolean) => void; session: number }) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      <ContactForm key={session} onClose={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function ContactForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [send, sending] = useSendContactMessageMutation();
  const [sent, setSent] = useState(false);
  const form = useZodForm(contactFormSchema, { name: '', email: '', subject: '' as never, message: '' });
  const submit = form.handleSubmit(async (input) => {
    const result = await send({ input });
    if (!result.ok) return form.showFailure(result.failure);
    setSent(true);
  });
  if (sent) return <ThanksPanel onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(contactMessages.title)}</DialogTitle>
        <DialogContent className={styles.fields}>
          <p className={styles.intro}>{intl.formatMessage(contactMessages.intro)}</p>
          <Field label={intl.formatMessage(contactMessages.name)} required {...form.field('name')}>
            <TextInput autoComplete="name" maxLength={CONTACT_NAME_MAX} {...form.bind('name')} />
          </Field>
          <Field label={intl.formatMessage(contactMessages.email)} required {...form.field('email')}>
            <TextInput type="email" autoComplete="email" {...form.bind('email')} />
          </Field>
          <FluentField label={intl.formatMessage(contactMessages.subject)} required {...form.field('subject')}>
            <Select {...form.bind('subject')}>
              <option value="" disabled>
                {intl.formatMessage(contactMessages.subjectPlaceholder)}
              </option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={subject}>
                  {intl.formatMessage(subjectLabels[subject])}
                </option>
              ))}
            </Select>
          </FluentField>
          <FluentField
            label={intl.formatMessage(contactMessages.message)}
            required
            hint={form.lengthHint('message', CONTACT_MESSAGE_MAX)}
            {...form.field('message')}
          >
            <Textarea rows={5} resize="vertical" maxLength={CONTACT_MESSAGE_MAX} {...form.bind('message')} />
          </FluentField>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(contactMessages.cancel)}
          </Button>
          <SubmitButton pending={sending} label={contactMessages.send} pendingLabel={contactMessages.sending} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/** The thank-you panel replaces the form under the focus: focus goes to its Close button, so the keyboard (Escape included) stays in the dialog. */
function ThanksPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <DialogBody>
      <DialogTitle>{intl.formatMessage(contactMessages.title)}</DialogTitle>
      <DialogContent>
        <div className={styles.thanks} role="status">
          <CheckmarkCircleRegular className={styles.thanksIcon} aria-hidden />
          <p className={styles.thanksTitle}>{intl.formatMessage(contactMessages.thanksTitle)}</p>
          <p className={styles.thanksBody}>{intl.formatMessage(contactMessages.thanksBody)}</p>
        </div>
      </DialogContent>
      <DialogActions>
        <Button ref={close} appearance="primary" onClick={onClose}>
          {intl.formatMessage(contactMessages.close)}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

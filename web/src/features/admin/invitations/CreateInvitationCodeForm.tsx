import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import {
  INVITATION_CODE_MAX,
  INVITATION_MONTHS_MAX,
  INVITATION_USES_MAX,
  invitationCode,
  invitationMaxUses,
  invitationMonths,
} from '../../../../../shared/rules';
import { SubmitButton } from '../../../forms/SubmitButton';
import { useZodForm } from '../../../forms/useZodForm';
import { useNotify } from '../../../notify/useNotify';
import { invitationMessages } from './invitationMessages';
import { useCreateInvitationCodeMutation } from './useCreateInvitationCodeMutation';

/** Number fields hold text; the shared rules check the number it reads as (empty reads as 0). */
const wholeNumber = z.pipe(z.string().check(z.trim()), z.transform(Number));
export const invitationFormSchema = z.object({
  code: invitationCode,
  expiresInMonths: z.pipe(wholeNumber, invitationMonths),
  maxUses: z.pipe(wholeNumber, invitationMaxUses),
});
const defaults = { code: '', expiresInMonths: '1', maxUses: '1' };

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: '12px 16px',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    alignItems: 'start',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  submit: { alignSelf: 'end', justifySelf: 'start' },
});

/** The code (3+ after trim), 1-12 months, 1-100 uses, defaults 1; server refusals show on their fields. */
export function CreateInvitationCodeForm({ connection }: { connection: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [create, creating] = useCreateInvitationCodeMutation();
  const form = useZodForm(invitationFormSchema, defaults);

  const submit = form.handleSubmit(async (input) => {
    const result = await create({ input, connections: [connection] });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(invitationMessages.created), result.data.code);
    form.reset(defaults);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(invitationMessages.createHeading)}>
      <Field label={intl.formatMessage(invitationMessages.code)} required {...form.field('code')}>
        <Input maxLength={INVITATION_CODE_MAX} placeholder={intl.formatMessage(invitationMessages.codePlaceholder)} {...form.bind('code')} />
      </Field>
      <Field label={intl.formatMessage(invitationMessages.months)} {...form.field('expiresInMonths')}>
        <Input type="number" min={1} max={INVITATION_MONTHS_MAX} {...form.bind('expiresInMonths')} />
      </Field>
      <Field label={intl.formatMessage(invitationMessages.maxUses)} {...form.field('maxUses')}>
        <Input type="number" min={1} max={INVITATION_USES_MAX} {...form.bind('maxUses')} />
      </Field>
      <div className={styles.submit}>
        <SubmitButton pending={creating} label={invitationMessages.create} pendingLabel={invitationMessages.creating} />
      </div>
    </form>
  );
}

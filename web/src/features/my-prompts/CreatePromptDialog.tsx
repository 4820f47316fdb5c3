import { Button, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useFragment } from 'react-relay';
import { graphql } from '../../relay/graphql';
import { defineMessages, useIntl } from 'react-intl';
import { useZodForm } from '../../forms/useZodForm';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { PromptFields, promptFormSchema } from './PromptFields';
import { useCreatePromptMutation } from './useCreatePromptMutation';
import type { CreatePromptDialog_query$key } from './__generated__/CreatePromptDialog_query.graphql';
import type { PromptFields_categories$key } from './__generated__/PromptFields_categories.graphql';
import { SubmitButton } from '../../forms/SubmitButton';

const messages = defineMessages({
  heading: { id: 'library.create.heading', defaultMessage: 'Crear Nuevo Prompt' },
  intro: {
    id: 'library.create.intro',
    defaultMessage: 'Tus prompts son privados: solo tú puedes verlos. Los encontrarás en Mis Prompts.',
  },
  cancel: { id: 'library.create.cancel', defaultMessage: 'Cancelar' },
  submit: { id: 'library.create.submit', defaultMessage: 'Crear Prompt' },
  submitting: { id: 'library.create.submitting', defaultMessage: 'Creando…' },
  created: { id: 'library.create.created', defaultMessage: 'Prompt creado' },
  createdText: { id: 'library.create.createdText', defaultMessage: 'Lo encontrarás en Mis Prompts › Prompts Creados.' },
});

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
});

interface CreatePromptDialogProps {
  query: CreatePromptDialog_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Connections the new prompt is prepended to (the viewer's 'Prompts Creados'). */
  connections: string[];
  onCreated?: (promptId: string) => void;
}

/** 'Crear Nuevo': title, library category and content of a new prompt of the viewer's own. */
export function CreatePromptDialog({ query, open, onOpenChange, connections, onCreated }: CreatePromptDialogProps) {
  const data = useFragment(
    graphql`
      fragment CreatePromptDialog_query on Query {
        categories {
          ...PromptFields_categories
        }
      }
    `,
    query,
  );
  // A fresh form every time the dialog opens.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <AppDialog open={open} onOpenChange={onOpenChange}>
      <CreatePromptForm
        key={openings}
        categories={data.categories}
        connections={connections}
        onClose={() => onOpenChange(false)}
        onCreated={onCreated}
      />
    </AppDialog>
  );
}

function CreatePromptForm({
  categories,
  connections,
  onClose,
  onCreated,
}: {
  categories: PromptFields_categories$key;
  connections: string[];
  onClose: () => void;
  onCreated?: (promptId: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [createPrompt, isInFlight] = useCreatePromptMutation();
  const form = useZodForm(promptFormSchema, { title: '', categoryId: '', content: '' });

  const submit = form.handleSubmit(async (input) => {
    const result = await createPrompt({ input, connections });
    if (!result.ok) return form.showFailure(result.failure);
    notify.success(intl.formatMessage(messages.created), intl.formatMessage(messages.createdText));
    onClose();
    onCreated?.(result.data.id);
  });

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.heading)}</DialogTitle>
        <DialogContent className={styles.form}>
          <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
          <PromptFields form={form} categories={categories} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <SubmitButton pending={isInFlight} label={messages.submit} pendingLabel={messages.submitting} />
        </DialogActions>
      </DialogBody>
    </form>
  );
}

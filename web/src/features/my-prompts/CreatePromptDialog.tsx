import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent, type JSX } from 'react';
import { graphql, useFragment } from 'react-relay';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { commonMessages } from '../../i18n/commonMessages';
import { readFailure } from '../account/fieldErrors';
import { useNotify } from '../../notify/useNotify';
import { AppDialog } from '../../ui/AppDialog';
import { useCreatePromptMutation } from './useCreatePromptMutation';
import type { CreatePromptDialog_query$key } from './__generated__/CreatePromptDialog_query.graphql';

export const PROMPT_TITLE_MAX = 200;
export const PROMPT_CONTENT_MAX = 10_000;

const messages = defineMessages({
  heading: { id: 'library.create.heading', defaultMessage: 'Crear Nuevo Prompt' },
  intro: {
    id: 'library.create.intro',
    defaultMessage: 'Tus prompts son privados: solo tú puedes verlos. Los encontrarás en Mis Prompts.',
  },
  title: { id: 'library.create.title', defaultMessage: 'Título' },
  titlePlaceholder: { id: 'library.create.titlePlaceholder', defaultMessage: 'Ej.: Plan de contenidos para redes sociales' },
  category: { id: 'library.create.category', defaultMessage: 'Categoría' },
  categoryPlaceholder: { id: 'library.create.categoryPlaceholder', defaultMessage: 'Selecciona una categoría' },
  content: { id: 'library.create.content', defaultMessage: 'Contenido del Prompt' },
  contentPlaceholder: {
    id: 'library.create.contentPlaceholder',
    defaultMessage: 'Escribe tu prompt. Puedes usar [corchetes] para marcar lo que hay que completar.',
  },
  contentHint: {
    id: 'library.create.contentHint',
    defaultMessage: 'Admite Markdown sencillo: listas con «-», **negrita** y `código`.',
  },
  cancel: { id: 'library.create.cancel', defaultMessage: 'Cancelar' },
  submit: { id: 'library.create.submit', defaultMessage: 'Crear Prompt' },
  submitting: { id: 'library.create.submitting', defaultMessage: 'Creando…' },
  // SPEC §5: title and description of each validation message.
  titleMissing: { id: 'library.create.titleMissing', defaultMessage: 'Falta el título' },
  titleMissingText: { id: 'library.create.titleMissingText', defaultMessage: 'Por favor, ingresa un título para tu prompt.' },
  contentMissing: { id: 'library.create.contentMissing', defaultMessage: 'Falta el contenido' },
  contentMissingText: {
    id: 'library.create.contentMissingText',
    defaultMessage: 'Por favor, ingresa el contenido para tu prompt.',
  },
  categoryMissing: { id: 'library.create.categoryMissing', defaultMessage: 'Falta la categoría' },
  categoryMissingText: {
    id: 'library.create.categoryMissingText',
    defaultMessage: 'Por favor, selecciona una categoría para tu prompt.',
  },
  created: { id: 'library.create.created', defaultMessage: 'Prompt creado' },
  createdText: { id: 'library.create.createdText', defaultMessage: 'Lo encontrarás en Mis Prompts › Prompts Creados.' },
  failed: { id: 'library.create.failed', defaultMessage: 'Error al crear el prompt' },
});

type FieldName = 'title' | 'categoryId' | 'content';
interface Values {
  title: string;
  categoryId: string;
  content: string;
}
type ClientError = { title: MessageDescriptor; text: MessageDescriptor };

export function validatePrompt(values: Values): Partial<Record<FieldName, ClientError>> {
  const errors: Partial<Record<FieldName, ClientError>> = {};
  if (!values.title.trim()) errors.title = { title: messages.titleMissing, text: messages.titleMissingText };
  if (!values.categoryId) errors.categoryId = { title: messages.categoryMissing, text: messages.categoryMissingText };
  if (!values.content.trim()) errors.content = { title: messages.contentMissing, text: messages.contentMissingText };
  return errors;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  errorTitle: { fontWeight: tokens.fontWeightSemibold },
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
          id
          name
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
  categories: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  connections: string[];
  onClose: () => void;
  onCreated?: (promptId: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [createPrompt, isInFlight] = useCreatePromptMutation();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<Values>({ title: '', categoryId: '', content: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});

  const clientErrors = submitted ? validatePrompt(values) : {};
  const errorOf = (field: FieldName): JSX.Element | string | undefined => {
    const clientError = clientErrors[field];
    if (clientError) {
      return (
        <>
          <span className={styles.errorTitle}>{intl.formatMessage(clientError.title)}.</span>{' '}
          {intl.formatMessage(clientError.text)}
        </>
      );
    }
    return serverErrors[field];
  };
  const fieldState = (field: FieldName) => {
    const error = errorOf(field);
    return { validationMessage: error, validationState: error ? ('error' as const) : ('none' as const) };
  };
  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validatePrompt(values)).length > 0) {
      focusFirstError();
      return;
    }
    const failed = intl.formatMessage(messages.failed);
    createPrompt(
      { title: values.title.trim(), content: values.content.trim(), categoryId: values.categoryId },
      connections,
      {
        onResult: (result) => {
          if (result.__typename === 'MutationCreatePromptSuccess') {
            notify.success(intl.formatMessage(messages.created), intl.formatMessage(messages.createdText));
            onClose();
            if (result.data) onCreated?.(result.data.id);
            return;
          }
          const failure = readFailure(result.__typename === '%other' ? {} : result);
          setServerErrors(failure.fields);
          notify.error(failed, failure.message ?? intl.formatMessage(commonMessages.genericError));
          focusFirstError();
        },
        onError: () => notify.error(failed, intl.formatMessage(commonMessages.genericError)),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(messages.heading)}</DialogTitle>
        <DialogContent className={styles.form}>
          <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
          <Field label={intl.formatMessage(messages.title)} required {...fieldState('title')}>
            <Input
              name="title"
              maxLength={PROMPT_TITLE_MAX}
              placeholder={intl.formatMessage(messages.titlePlaceholder)}
              value={values.title}
              onChange={(_, data) => change('title', data.value)}
            />
          </Field>
          <Field label={intl.formatMessage(messages.category)} required {...fieldState('categoryId')}>
            <Select name="categoryId" value={values.categoryId} onChange={(_, data) => change('categoryId', data.value)}>
              <option value="" disabled>
                {intl.formatMessage(messages.categoryPlaceholder)}
              </option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={intl.formatMessage(messages.content)}
            required
            hint={intl.formatMessage(messages.contentHint)}
            {...fieldState('content')}
          >
            <Textarea
              name="content"
              rows={8}
              resize="vertical"
              maxLength={PROMPT_CONTENT_MAX}
              placeholder={intl.formatMessage(messages.contentPlaceholder)}
              value={values.content}
              onChange={(_, data) => change('content', data.value)}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={isInFlight}
            icon={isInFlight ? <Spinner size="tiny" /> : undefined}
          >
            {intl.formatMessage(isInFlight ? messages.submitting : messages.submit)}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

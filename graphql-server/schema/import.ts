import { z } from 'zod';
import { languages } from '../../shared/languages.ts';
import { importFormats, type ImportIssue } from '../../shared/prompt-import.ts';
import { builder } from '../builder.ts';
import { translate } from '../i18n/messages.ts';
import { AuthenticationError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../services/errors.ts';
import { importPrompts, type ImportPromptsResult } from '../services/prompt-import.ts';
import { rejectNulCharacters } from '../services/validation.ts';
import { LanguageEnum } from './user.ts';

// The admin panel's bulk import ('Importación de Prompts', POST /api/admin/import-batch).
// Parsing and rules: shared/prompt-import.ts and services/prompt-import.ts.

export const ImportFormatEnum = builder.enumType('ImportFormat', {
  description: 'json: a list of prompt objects. markdown: `## Title` sections. text: prompts separated by `---` lines. csv: a header row, then one prompt per row.',
  values: importFormats,
});

const ImportPromptsInput = builder.inputType('ImportPromptsInput', {
  fields: (t) => ({
    content: t.string({ required: true, description: 'The file or pasted text, at most 5 MB and 5,000 prompts.' }),
    format: t.field({ type: ImportFormatEnum, required: false, description: 'Detected from the content when not given.' }),
    defaultCategory: t.string({ required: false, description: 'Slug or name of the category for prompts that name none.' }),
    defaultLanguage: t.field({ type: LanguageEnum, required: false, description: 'Language of prompts that name none; es when not given.' }),
  }),
});

export const ImportIssueType = builder.objectRef<ImportIssue>('ImportIssue').implement({
  description: 'A prompt of the batch that was not imported, and why.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: "The prompt's place in the batch, from 1." }),
    line: t.exposeInt('line', { nullable: true, description: 'Line of the content where it starts (null for JSON).' }),
    title: t.exposeString('title', { nullable: true }),
    message: t.string({ resolve: (issue, _args, context) => translate(issue.messageKey, context.language, issue.values) }),
  }),
});

const ImportResult = builder.objectRef<ImportPromptsResult>('ImportResult').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Prompts written: created + updated.' }),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated', { description: 'Prompts that already existed (same title, language and category).' }),
    errors: t.field({ type: [ImportIssueType], resolve: (result) => result.errors }),
  }),
});

builder.mutationField('importPrompts', (t) =>
  t.withAuth({ admin: true }).field({
    type: ImportResult,
    description:
      'Imports library prompts in bulk. Admins only. Each prompt is validated on its own; re-importing updates instead of duplicating.',
    errors: { types: [ValidationError, NotFoundError, ConflictError, AuthenticationError, ForbiddenError] },
    // A NUL inside `content` is an error of the prompt holding it (the parser's), not of the whole batch.
    extensions: { acceptsNulCharacters: true },
    args: {
      input: t.arg({
        type: ImportPromptsInput,
        required: true,
        validate: {
          schema: z.object({
            content: z.string(),
            format: z.enum(importFormats).nullish(),
            defaultCategory: z.string().max(200, 'validation.invalidValue').nullish(),
            defaultLanguage: z.enum(languages).nullish(),
          }),
        },
      }),
    },
    resolve: (_root, { input }) => {
      rejectNulCharacters({ defaultCategory: input.defaultCategory }, ['input']);
      return importPrompts(input);
    },
  }),
);

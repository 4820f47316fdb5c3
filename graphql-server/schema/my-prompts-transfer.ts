import { z } from 'zod';
import { languages } from '../../shared/languages.ts';
import { importFormats } from '../../shared/prompt-import.ts';
import { builder } from '../builder.ts';
import { AuthenticationError, LimitReachedError, ValidationError } from '../services/errors.ts';
import { exportMyPrompts, type ExportFile } from '../services/my-prompts-export.ts';
import { importMyPrompts, type ImportMyPromptsResult } from '../services/my-prompts-import.ts';
import { rejectNulCharacters } from '../services/validation.ts';
import { ImportFormatEnum, ImportIssueType } from './import.ts';
import { viewerPlan } from './plans.ts';
import { LanguageEnum } from './user.ts';

// My Prompts' export and import (GET /api/my-prompts/export, POST /api/my-prompts/import).
// Formats and rules: services/my-prompts-export.ts and services/my-prompts-import.ts.

const MyPromptsExport = builder.objectRef<ExportFile>('MyPromptsExport').implement({
  description: 'A file of the viewer\'s prompts.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    content: t.exposeString('content'),
  }),
});

builder.queryField('myPromptsExport', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: MyPromptsExport,
    description:
      'The prompts the viewer wrote (with their earlier versions) and the library prompts they saved, as json, csv or md. The import reads it back.',
    errors: { types: [ValidationError, AuthenticationError] },
    args: { format: t.arg.string({ required: true, description: 'json, csv or md.' }) },
    resolve: (_root, { format }, context) => exportMyPrompts({ id: context.viewer.id, plan: viewerPlan(context), language: context.language }, format),
  }),
);

const ImportMyPromptsInput = builder.inputType('ImportMyPromptsInput', {
  fields: (t) => ({
    content: t.string({ required: true, description: 'The file or pasted text, at most 5 MB and 5,000 prompts.' }),
    format: t.field({ type: ImportFormatEnum, required: false, description: 'Detected from the content when not given.' }),
    defaultCategory: t.string({ required: false, description: 'Slug or name of the library category for prompts that name none.' }),
    defaultLanguage: t.field({ type: LanguageEnum, required: false, description: 'Language of prompts that name none; the reader\'s when not given.' }),
  }),
});

const ImportMyPromptsResultType = builder.objectRef<ImportMyPromptsResult>('ImportMyPromptsResult').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Prompts imported: created + updated.' }),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated', { description: 'Own prompts that already existed (same title, language and category), edited when they differed.' }),
    skipped: t.exposeInt('skipped', { description: 'Entries of an export that are not own prompts: earlier versions and saved library prompts.' }),
    errors: t.field({ type: [ImportIssueType], resolve: (result) => result.errors }),
  }),
});

builder.mutationField('importMyPrompts', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ImportMyPromptsResultType,
    description:
      'Imports prompts as the viewer\'s own (never into the library). Each prompt is validated on its own; on a plan with a prompt limit, the new ones must fit under it (LimitReachedError, nothing imported).',
    errors: { types: [ValidationError, AuthenticationError, LimitReachedError] },
    extensions: { acceptsNulCharacters: true },
    args: {
      input: t.arg({
        type: ImportMyPromptsInput,
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
    resolve: (_root, { input }, context) => {
      rejectNulCharacters({ defaultCategory: input.defaultCategory }, ['input']);
      return importMyPrompts({ id: context.viewer.id, plan: viewerPlan(context), language: context.language }, input);
    },
  }),
);

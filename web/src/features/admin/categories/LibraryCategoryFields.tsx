import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { CATEGORY_NAME_MAX, CATEGORY_SLUG_MAX, categorySlug, libraryCategoryName, libraryCategoryNameEn, slugify } from '../../../../../shared/rules';
import { Field } from '../../../forms/Field';
import { TextInput } from '../../../forms/TextInput';
import { useZodForm } from '../../../forms/useZodForm';
import { adminCategoriesMessages } from './adminCategoriesMessages';

const categoryFormSchema = z.object({ name: libraryCategoryName, nameEn: libraryCategoryNameEn, slug: categorySlug });

export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

/** The form of a library category, shared by the create form and the rename dialog. */
export const useCategoryForm = (defaults: CategoryFormValues) => useZodForm(categoryFormSchema, defaults);

const useStyles = makeStyles({
  fields: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' },
});

/**
 * Name, English name and slug. While `deriveSlug` is on, the slug follows the name (the rule of
 * `slugify`) until the admin edits it by hand.
 */
export function LibraryCategoryFields({ form, deriveSlug }: { form: ReturnType<typeof useCategoryForm>; deriveSlug: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const [slugEdited, setSlugEdited] = useState(!deriveSlug);
  const name = form.bind('name');
  const slug = form.bind('slug');
  return (
    <div className={styles.fields}>
      <Field label={intl.formatMessage(adminCategoriesMessages.name)} required hint={form.lengthHint('name', CATEGORY_NAME_MAX)} {...form.field('name')}>
        <TextInput
          maxLength={CATEGORY_NAME_MAX}
          placeholder={intl.formatMessage(adminCategoriesMessages.namePlaceholder)}
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            if (!slugEdited) form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
          }}
        />
      </Field>
      <Field label={intl.formatMessage(adminCategoriesMessages.nameEn)} hint={intl.formatMessage(adminCategoriesMessages.nameEnHint)} {...form.field('nameEn')}>
        <TextInput maxLength={CATEGORY_NAME_MAX} lang="en" {...form.bind('nameEn')} />
      </Field>
      <Field
        label={intl.formatMessage(adminCategoriesMessages.slug)}
        required
        hint={intl.formatMessage(deriveSlug ? adminCategoriesMessages.slugHint : adminCategoriesMessages.slugChangeHint)}
        {...form.field('slug')}
      >
        <TextInput
          maxLength={CATEGORY_SLUG_MAX}
          spellCheck={false}
          autoCapitalize="off"
          {...slug}
          onChange={(event) => {
            void slug.onChange(event);
            setSlugEdited(true);
          }}
        />
      </Field>
    </div>
  );
}

import { useMutation } from '@apollo/client/react';
import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../../../kit/FormDialog';
import { MenuBoardMealTemplateCreateDocument } from '../../../../graphql/generated';
import type { TemplateBody } from './mealTemplate';
import { TEMPLATE_TEXTS } from './templateTexts';

interface Props {
  /** The meal, already in the template's (server meal) shape. */
  body: TemplateBody;
  onClose: () => void;
}

/**
 * "Define meal as template": an internal name (required), a checkbox for "this space only", and
 * a submit that waits; the server's message shows in the dialog, which stays open. Mount it to
 * open it.
 */
export function DefineTemplateDialog({ body, onClose }: Props) {
  const [internalName, setInternalName] = useState('');
  const [thisSpaceOnly, setThisSpaceOnly] = useState(false);
  const [tried, setTried] = useState(false);
  const [create] = useMutation(MenuBoardMealTemplateCreateDocument, {
    // The list is fetched again wherever it shows next, so it lists the new template;
    // usually none is open, so the cached answer is dropped rather than refetched by name.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'menuBoardMealTemplates' });
      cache.gc();
    },
  });
  const missing = internalName.trim() === '';
  const submit = async () => {
    setTried(true);
    if (missing) return;
    // An empty list of spaces means this space only; without the field the server offers the
    // template in every space of the account.
    const spaces = thisSpaceOnly ? { spaceIds: [] } : {};
    await create({ variables: { data: { internalName: internalName.trim(), body, ...spaces } } });
    onClose();
  };
  return (
    <FormDialog
      open
      title={TEMPLATE_TEXTS.defineTitle}
      submitLabel={TEMPLATE_TEXTS.save}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Internal name"
        required
        validationMessage={tried && missing ? TEMPLATE_TEXTS.required : undefined}
      >
        <Input value={internalName} onChange={(_e, d) => setInternalName(d.value)} />
      </Field>
      <Checkbox
        label={TEMPLATE_TEXTS.thisSpaceOnly}
        checked={thisSpaceOnly}
        onChange={(_e, d) => setThisSpaceOnly(d.checked === true)}
      />
    </FormDialog>
  );
}

import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../app/errorMessage';
import { MenuBoardMealTemplateCreateDocument } from '../../../../graphql/generated';
import type { TemplateBody } from './mealTemplate';
import { TEMPLATE_TEXTS } from './templateTexts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { marginTop: tokens.spacingVerticalS },
});

interface Props {
  /** The meal, already in the template's (server meal) shape. */
  body: TemplateBody;
  onClose: () => void;
}

/**
 * widgets.md §2 "Define-meal-as-template dialog": an internal name (required, §5), a checkbox
 * for "this space only", and a submit that waits; the server's message shows under the button.
 * Mount it to open it.
 */
export function DefineTemplateDialog({ body, onClose }: Props) {
  const styles = useStyles();
  const [internalName, setInternalName] = useState('');
  const [thisSpaceOnly, setThisSpaceOnly] = useState(false);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(MenuBoardMealTemplateCreateDocument, {
    // The list is fetched again wherever it shows next (widgets.md §7 "refetches the list");
    // usually none is open, so the cached answer is dropped rather than refetched by name.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'menuBoardMealTemplates' });
      cache.gc();
    },
  });
  const missing = internalName.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || loading) return;
    setError(null);
    try {
      await create({
        variables: {
          // widgets.md §7: an empty list means this space only; otherwise the field is unset,
          // which the server reads as every space of the account (template-service.ts).
          data: {
            internalName: internalName.trim(),
            body,
            ...(thisSpaceOnly ? { spaceIds: [] } : {}),
          },
        },
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null} aria-label={TEMPLATE_TEXTS.defineTitle}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{TEMPLATE_TEXTS.defineTitle}</DialogTitle>
            <DialogContent className={styles.content}>
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
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={loading}
                icon={loading ? <Spinner size="tiny" /> : undefined}
              >
                {TEMPLATE_TEXTS.save}
              </Button>
            </DialogActions>
          </DialogBody>
          {error && (
            <MessageBar intent="error" className={styles.error}>
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
        </form>
      </DialogSurface>
    </Dialog>
  );
}

import { useMutation } from '@apollo/client/react';
import {
  Field,
  Input,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SetDeviceTagsDocument } from '../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { SubmitButton } from '../../kit/SubmitButton';
import { MAX_TAGS, MAX_TAG_LENGTH, tagErrorsOf, tagProblem } from './fleetText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  tags: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  add: {
    display: 'flex',
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // Level with the input, not with the hint under it: below the field's label, a line with
  // Fluent's padding above and below it and its margin under it.
  addButton: {
    marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS})`,
  },
});

/**
 * A screen's tags as chips: type one and Add, remove one by its chip; each change is saved at
 * once. What the server refuses shows beside the field, naming the tag.
 */
export function DeviceTagsEditor({
  deviceId,
  tags,
  canEdit,
}: {
  deviceId: string;
  tags: readonly string[];
  canEdit: boolean;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [save, saving] = useMutation(SetDeviceTagsDocument, {
    // The screens list's tag filter offers the new tags at once.
    refetchQueries: ['DeviceTags'],
  });
  const problem = tagProblem(draft, tags);

  const send = async (next: string[]) => {
    setErrors([]);
    try {
      await save({ variables: { deviceId, tags: next } });
      return true;
    } catch (error) {
      const fieldErrors = tagErrorsOf(error, next);
      if (inputErrorsOf(error).length > 0) setErrors(fieldErrors);
      else notify(errorMessage(error), 'error');
      return false;
    }
  };

  const shown = problem ? [problem, ...errors] : errors;
  return (
    <div className={styles.root}>
      {tags.length > 0 ? (
        // A plain list of chips, each with its own Remove button: Tab reaches every one.
        <ul className={styles.tags} aria-label="Tags" data-testid="device-tags">
          {tags.map((tag) => (
            <li key={tag}>
              <InteractionTag shape="circular" value={tag}>
                <InteractionTagPrimary hasSecondaryAction={canEdit}>{tag}</InteractionTagPrimary>
                {canEdit && (
                  <InteractionTagSecondary
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => void send(tags.filter((t) => t !== tag))}
                  />
                )}
              </InteractionTag>
            </li>
          ))}
        </ul>
      ) : (
        <span data-testid="device-tags">No tags</span>
      )}
      {canEdit && (
        <form
          className={styles.add}
          onSubmit={(e) => {
            e.preventDefault();
            const tag = draft.trim();
            if (!tag || problem) return;
            void send([...tags, tag]).then((saved) => saved && setDraft(''));
          }}
        >
          <Field
            label="Add a tag"
            hint={`Up to ${MAX_TAGS} tags of up to ${MAX_TAG_LENGTH} characters.`}
            validationState={shown.length > 0 ? 'error' : 'none'}
            validationMessage={shown.length > 0 ? shown.join(' ') : undefined}
          >
            <Input
              data-testid="device-tag-input"
              value={draft}
              onChange={(_e, d) => {
                setDraft(d.value);
                setErrors([]);
              }}
            />
          </Field>
          <SubmitButton
            className={styles.addButton}
            disabledFocusable={!draft.trim() || problem !== null || saving.loading}
          >
            Add tag
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Body1, Button, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, FolderProhibitedRegular } from '@fluentui/react-icons';
import { BACK_TO_MEDIA_TEXT, FOLDER_MISSING_HINT, FOLDER_MISSING_TEXT } from './mediaText';

/** Whether a failed query failed because what it asked for is not there. */
export const isNotFound = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => (e.extensions as { code?: unknown } | undefined)?.code === 'NOT_FOUND');

const useStyles = makeStyles({
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
});

interface Props {
  /** In the media picker the library has no page title of its own. */
  inPicker: boolean;
  onBack: () => void;
}

/** A folder address that leads nowhere: what happened and the way back to Media. */
export function FolderMissing({ inPicker, onBack }: Props) {
  const styles = useStyles();
  return (
    <section className={styles.state} data-testid="folder-missing">
      {!inPicker && <Title2 as="h1">Media</Title2>}
      <FolderProhibitedRegular fontSize={48} aria-hidden />
      <Subtitle2 as="p">{FOLDER_MISSING_TEXT}</Subtitle2>
      <Body1 as="p">{FOLDER_MISSING_HINT}</Body1>
      <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={onBack}>
        {BACK_TO_MEDIA_TEXT}
      </Button>
    </section>
  );
}

import { useMutation } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MenuBoardWidgetConvertToStaticDocument } from '../../graphql/generated';
import type { ItemContentChange, PickFile } from '../types';
import { convertedBoardName } from './menuBoardChoice';
import { MENU_TEXTS } from '../shared/menuBoards/menuBoardTexts';
import { MenuEditor } from '../shared/menuBoards/MenuEditor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export const MIGRATED_NOTE =
  'This menu board has been converted to a static menu board. Use the Static tab to choose and edit it.';

interface Props {
  /** The item's body with the dialog's choices over it. */
  body: Record<string, unknown>;
  isMigrated: boolean;
  onChange: (change: ItemContentChange) => void;
  pickFile: PickFile;
  /** The static board the categories became. */
  onConverted: (staticBoardId: string) => void;
}

/**
 * The deprecated hand-made menu of a legacy board, and the way out of it: "Convert to static
 * menu board". A converted board says to use the Static tab instead.
 */
export function ManualPanel({ body, isMigrated, onChange, pickFile, onConverted }: Props) {
  const styles = useStyles();
  const [convert, { loading, error }] = useMutation(MenuBoardWidgetConvertToStaticDocument);
  const run = async () => {
    try {
      const answer = await convert({
        variables: { categories: body.categories ?? [], name: convertedBoardName(body) },
      });
      const id = answer.data?.convertToStaticMenuBoard._id;
      if (id) onConverted(id);
    } catch {
      // The error shows under the button; the board stays as it was.
    }
  };
  return (
    <div className={styles.root}>
      {isMigrated ? (
        <MessageBar intent="info">
          <MessageBarBody>{MIGRATED_NOTE}</MessageBarBody>
        </MessageBar>
      ) : (
        <div>
          <Button
            appearance="primary"
            disabledFocusable={loading}
            icon={loading ? <Spinner size="tiny" /> : undefined}
            onClick={() => void run()}
          >
            {MENU_TEXTS.convert}
          </Button>
        </div>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      <MenuEditor body={body} onChange={onChange} pickFile={pickFile} />
    </div>
  );
}

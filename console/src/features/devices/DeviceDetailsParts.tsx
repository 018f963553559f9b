import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DataBarVerticalRegular, HistoryRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { SubmitButton } from '../../kit/SubmitButton';
import { deviceCommandsPath, deviceReportPath } from './devicePaths';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  rename: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS },
});

/** Publish (for those who may), the screen's proof-of-play report and, for admins, its commands. */
export function DeviceActionsRow({
  deviceId,
  onPublish,
  showCommands,
}: {
  deviceId: string;
  onPublish: (() => void) | undefined;
  showCommands: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      {onPublish && (
        <Button data-testid="publish-button" onClick={onPublish}>
          Publish
        </Button>
      )}
      <RouterLink
        to={deviceReportPath(deviceId)}
        className={styles.link}
        data-testid="device-report-link"
      >
        <DataBarVerticalRegular aria-hidden /> Proof of play report
      </RouterLink>
      {showCommands && (
        <RouterLink
          to={deviceCommandsPath(deviceId)}
          className={styles.link}
          data-testid="device-commands-link"
        >
          <HistoryRegular aria-hidden /> Command history
        </RouterLink>
      )}
    </div>
  );
}

/**
 * The screen's name, renamed on submit; Rename waits for a changed, non-empty name. A name the
 * server refuses (too long) says why beside the field, and what was typed stays.
 */
export function DeviceRenameForm({
  name,
  busy,
  onRename,
}: {
  name: string;
  busy: boolean;
  /** Resolves once the server took the new name; rejects with its refusal. */
  onRename: (name: string) => Promise<void>;
}) {
  const styles = useStyles();
  const [typed, setTyped] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const draft = typed ?? name;
  const problem = draft.trim() ? refusal : 'Required';
  return (
    <form
      className={styles.rename}
      onSubmit={(e) => {
        e.preventDefault();
        setRefusal(null);
        onRename(draft).then(
          () => setTyped(null),
          (error: unknown) => setRefusal(inputErrorsOf(error)[0]?.message ?? errorMessage(error)),
        );
      }}
    >
      <Field label="Name" validationMessage={problem ?? undefined}>
        <Input
          data-testid="device-name-edit"
          value={draft}
          onChange={(_e, d) => {
            setTyped(d.value);
            setRefusal(null);
          }}
        />
      </Field>
      <SubmitButton disabledFocusable={!draft.trim() || draft === name || busy}>
        Rename
      </SubmitButton>
    </form>
  );
}

/** Delete screen, asked first: the screen is unpaired and stops playing (a red answer). */
export function DeleteDeviceButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button appearance="secondary" onClick={() => setConfirming(true)}>
        Delete screen
      </Button>
      <ConfirmDialog
        open={confirming}
        question={`Delete ${name}?`}
        detail="The screen is unpaired and stops playing; pair it again to use it."
        onCancel={() => setConfirming(false)}
        onConfirm={onDelete}
      />
    </>
  );
}

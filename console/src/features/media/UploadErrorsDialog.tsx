import {
  Body1,
  Body1Strong,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

/** A failed upload as the dialog tells it: the headline, what it means, and which file. */
export interface UploadProblem {
  /** "Could not upload file: 415", or the server's message for a failed call. */
  headline: string;
  /** What the failure means for the user, when the headline does not say it. */
  detail: string | null;
  fileName: string | null;
}

const useStyles = makeStyles({
  problem: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  problems: readonly UploadProblem[];
  onClose: () => void;
}

/**
 * The failed uploads. One failure is the dialog's headline with its meaning under it; several
 * are listed, each with its file.
 */
export function UploadErrorsDialog({ problems, onClose }: Props) {
  const styles = useStyles();
  const single = problems.length === 1 ? problems[0] : undefined;
  return (
    <Dialog open={problems.length > 0} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{single ? single.headline : 'Some files could not be uploaded'}</DialogTitle>
          <DialogContent className={styles.list} data-testid="upload-errors">
            {single ? (
              <div className={styles.problem}>
                {single.detail && <Body1 as="p">{single.detail}</Body1>}
                {single.fileName && <Body1 as="p">File: {single.fileName}</Body1>}
              </div>
            ) : (
              problems.map((problem, i) => (
                <div key={i} className={styles.problem}>
                  <Body1Strong as="p">{problem.headline}</Body1Strong>
                  {problem.detail && <Body1 as="p">{problem.detail}</Body1>}
                  {problem.fileName && <Body1 as="p">File: {problem.fileName}</Body1>}
                </div>
              ))
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import {
  Badge,
  Button,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SaveRegular, SendRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '../../../kit/RouterLink';
import { useCan } from '../../../shared/session/session';
import { PublishSceneDialog } from '../list/PublishSceneDialog';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  name: { flex: '1 1 320px', maxWidth: '560px' },
  input: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The name editor requires a name. */
const NAME_REQUIRED = 'Required';

interface Props {
  name: string;
  onNameChange: (name: string) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * The scene's name (the page title, edited in place), whether it has unsaved changes, Save, and
 * Publish (to a screen, for a role that may; screens get the saved scene, so save first).
 */
export function SceneHeader({ name, onNameChange, dirty, saving, onSave }: Props) {
  const styles = useStyles();
  const missing = name.trim() === '';
  const { sceneId } = useParams();
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const [publishing, setPublishing] = useState(false);
  return (
    <header className={styles.bar}>
      <RouterLink to="/scenes">Scenes</RouterLink>
      <Field
        className={styles.name}
        validationState={missing ? 'error' : 'none'}
        validationMessage={missing ? NAME_REQUIRED : undefined}
      >
        <Input
          appearance="underline"
          className={styles.input}
          aria-label="Scene name"
          data-testid="scene-name"
          value={name}
          onChange={(_e, d) => onNameChange(d.value)}
        />
      </Field>
      {dirty && (
        <Badge appearance="tint" color="warning" data-testid="unsaved-changes">
          Unsaved changes
        </Badge>
      )}
      {saving && <Spinner size="tiny" label="Saving" />}
      <Button
        appearance="primary"
        icon={<SaveRegular />}
        data-testid="save-scene"
        disabledFocusable={saving || missing || !dirty}
        onClick={onSave}
      >
        Save
      </Button>
      {canPublish && sceneId && (
        <>
          <Button
            icon={<SendRegular />}
            data-testid="publish-scene"
            disabledFocusable={dirty}
            title={dirty ? 'Save first: screens get the saved scene.' : undefined}
            onClick={() => setPublishing(true)}
          >
            Publish
          </Button>
          <PublishSceneDialog
            sceneId={sceneId}
            sceneName={name}
            open={publishing}
            onClose={() => setPublishing(false)}
          />
        </>
      )}
    </header>
  );
}

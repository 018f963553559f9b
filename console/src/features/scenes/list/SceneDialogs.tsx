import { Body1, Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import type { SceneType } from '@marquee/sdk/model';
import { useState } from 'react';
import { FormDialog } from '../../../kit/FormDialog';
import { ASPECT_RATIOS, SCENE_TYPE_LABELS, type AspectRatioId } from './sceneText';

export interface NewScene {
  name: string;
  type: SceneType;
  aspectRatioId: AspectRatioId;
}

interface NewSceneProps {
  /** 'scene' or 'app', in the title and the button. */
  noun: string;
  /** Instead of "New <noun>", e.g. for an app kind. */
  title?: string;
  /** The types a new one may have; the first is chosen. One type: no choice is shown. */
  types: readonly SceneType[];
  onClose: () => void;
  /** Creates it; a rejection's message shows in the dialog. */
  onCreate: (scene: NewScene) => Promise<void>;
}

/** New scene or app: a name (required), its type and its aspect ratio (16:9 unless changed). */
export function NewSceneDialog({ noun, title, types, onClose, onCreate }: NewSceneProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [type, setType] = useState<SceneType>(types[0] ?? 'slides');
  const [ratio, setRatio] = useState<AspectRatioId>(ASPECT_RATIOS[0].id);
  const missing = !name.trim();

  return (
    <FormDialog
      open
      title={title ?? `New ${noun}`}
      submitLabel={`Create ${noun}`}
      submitDisabled={missing}
      onClose={onClose}
      onSubmit={() => onCreate({ name: name.trim(), type, aspectRatioId: ratio })}
    >
      <Field label="Name" required validationMessage={touched && missing ? 'Required' : undefined}>
        <Input
          value={name}
          autoFocus
          onChange={(_e, d) => setName(d.value)}
          onBlur={() => setTouched(true)}
        />
      </Field>
      {types.length > 1 && (
        <Field label="Type" hint="Image, video and presentation scenes are made from media files.">
          <RadioGroup value={type} onChange={(_e, d) => setType(d.value as SceneType)}>
            {types.map((t) => (
              <Radio key={t} value={t} label={SCENE_TYPE_LABELS[t]} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <Field label="Aspect ratio">
        <RadioGroup value={ratio} onChange={(_e, d) => setRatio(d.value as AspectRatioId)}>
          {ASPECT_RATIOS.map((r) => (
            <Radio key={r.id} value={r.id} label={r.label} />
          ))}
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}

interface RenameProps {
  name: string;
  onClose: () => void;
  onRename: (name: string) => Promise<void>;
}

/** Renames a scene: saves only a non-empty name that differs from the current one. */
export function RenameSceneDialog({ name, onClose, onRename }: RenameProps) {
  const [draft, setDraft] = useState(name);
  const next = draft.trim();
  return (
    <FormDialog
      open
      title={`Rename "${name}"`}
      submitLabel="Rename"
      submitDisabled={!next || next === name}
      onClose={onClose}
      onSubmit={() => onRename(next)}
    >
      <Field label="Name" required validationMessage={next ? undefined : 'Required'}>
        <Input value={draft} autoFocus onChange={(_e, d) => setDraft(d.value)} />
      </Field>
    </FormDialog>
  );
}

interface DeleteProps {
  name: string;
  noun: string;
  onClose: () => void;
  onDelete: () => Promise<void>;
}

/** Asks before deleting, naming what goes and what becomes of the playlists that use it. */
export function DeleteSceneDialog({ name, noun, onClose, onDelete }: DeleteProps) {
  return (
    <FormDialog
      open
      title={`Delete ${noun}`}
      submitLabel="Delete"
      onClose={onClose}
      onSubmit={onDelete}
    >
      <Body1>
        Delete "{name}"? Screens showing it stop showing it, and playlists that use it skip it. This
        cannot be undone.
      </Body1>
    </FormDialog>
  );
}

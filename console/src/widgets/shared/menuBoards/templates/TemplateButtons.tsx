import { Button } from '@fluentui/react-components';
import { BookmarkAddRegular, DocumentCopyRegular, SettingsRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useCan } from '../../../../shared/session/session';
import { DefineTemplateDialog } from './DefineTemplateDialog';
import type { TemplateBody } from './mealTemplate';
import { TEMPLATE_TEXTS } from './templateTexts';
import { ChooseTemplateDialog, ManageTemplatesDialog } from './TemplateDialogs';

// The entry points both meal editors share (the board item's manual menu and the board editor
// page). Each shows only to a user whose role allows what it does; the dialogs mount on demand,
// so an editor that is never asked for templates never queries them.

/** "From template": adds a meal copied from the template chosen. Needs menu board read. */
export function FromTemplateButton({
  label,
  onChoose,
}: {
  /** Accessible name when several lists have the button (e.g. "From template in Soups"). */
  label?: string;
  onChoose: (body: unknown) => void;
}) {
  const canRead = useCan(PERMISSIONS.integrations.menuBoardRead);
  const [open, setOpen] = useState(false);
  if (!canRead) return null;
  return (
    <>
      <Button
        appearance="subtle"
        icon={<DocumentCopyRegular />}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {TEMPLATE_TEXTS.fromTemplate}
      </Button>
      {open && <ChooseTemplateDialog onChoose={onChoose} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Manage templates": the list with delete. Needs menu board read. */
export function ManageTemplatesButton() {
  const canRead = useCan(PERMISSIONS.integrations.menuBoardRead);
  const [open, setOpen] = useState(false);
  if (!canRead) return null;
  return (
    <>
      <Button appearance="subtle" icon={<SettingsRegular />} onClick={() => setOpen(true)}>
        {TEMPLATE_TEXTS.manage}
      </Button>
      {open && <ManageTemplatesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Define as template" on a meal. Needs menu board update (the server's rule for creating). */
export function DefineTemplateButton({
  mealName,
  body,
}: {
  mealName: string;
  /** The meal as a template body, read when the dialog opens. */
  body: () => TemplateBody;
}) {
  const canUpdate = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const [opened, setOpened] = useState<TemplateBody | null>(null);
  if (!canUpdate) return null;
  return (
    <>
      <Button
        appearance="subtle"
        icon={<BookmarkAddRegular />}
        aria-label={`${TEMPLATE_TEXTS.define}: ${mealName}`}
        onClick={() => setOpened(body())}
      >
        {TEMPLATE_TEXTS.define}
      </Button>
      {opened && <DefineTemplateDialog body={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { pictureOf } from '../../shared/filePicture';
import type { MediaKind, ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  thumb: { width: '64px', height: '36px', objectFit: 'cover', flexShrink: 0 },
});

/** The item's file, with a button that swaps it for another one of the same kinds. */
export const fileGroup = (title: string, kinds: readonly MediaKind[]): ToolbarGroup => ({
  id: 'file',
  label: 'File',
  render: (props) => <FileRow {...props} title={title} kinds={kinds} />,
});

function FileRow({
  sceneItem,
  file,
  onChange,
  pickFile,
  title,
  kinds,
}: ToolbarGroupProps & { title: string; kinds: readonly MediaKind[] }) {
  const styles = useStyles();
  const replace = async () => {
    const picked = await pickFile({ title, kinds });
    if (picked) onChange({ fileId: picked._id });
  };
  const picture = file ? pictureOf(file) : null;
  const name = file?.name ?? (sceneItem.item.fileId ? 'Loading…' : 'No file');
  return (
    <div className={styles.row}>
      {picture && <img className={styles.thumb} src={picture} alt="" />}
      <Body1 className={styles.name} data-testid="item-file-name">
        {name}
      </Body1>
      <Button size="small" data-testid="replace-file" onClick={() => void replace()}>
        Replace
      </Button>
    </div>
  );
}

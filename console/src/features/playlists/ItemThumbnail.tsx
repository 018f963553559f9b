import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular, VideoRegular } from '@fluentui/react-icons';
import { THUMBNAIL_HEIGHT_PX, THUMBNAIL_WIDTH_PX } from '../../widgets/shared/SceneThumbnail';
import { thumbnailUrl, type ItemFile } from './itemMedia';

const useStyles = makeStyles({
  frame: {
    flexShrink: 0,
    width: `${THUMBNAIL_WIDTH_PX}px`,
    height: `${THUMBNAIL_HEIGHT_PX}px`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    backgroundColor: '#000',
    color: tokens.colorNeutralForegroundInverted,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'content-box',
  },
  picture: { width: '100%', height: '100%', objectFit: 'contain' },
});

/**
 * A media item's 64×36 preview: the file's processed thumbnail, else the image itself,
 * else an icon of its kind. Decorative: the row names the file.
 */
export function ItemThumbnail({ file }: { file: ItemFile | undefined }) {
  const styles = useStyles();
  const url = thumbnailUrl(file);
  return (
    <div className={styles.frame} aria-hidden="true" data-testid="item-thumbnail">
      {url ? (
        <img className={styles.picture} src={url} alt="" draggable={false} loading="lazy" />
      ) : file?.mimetype.startsWith('video/') ? (
        <VideoRegular fontSize={20} />
      ) : (
        <DocumentRegular fontSize={20} />
      )}
    </div>
  );
}

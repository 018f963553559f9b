import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { MEDIA_ROOT_LABEL } from './mediaText';

const useStyles = makeStyles({
  trail: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXS,
  },
  crumb: {
    borderRadius: tokens.borderRadiusMedium,
    '&[data-drop-active="true"]': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

export const folderPath = (folderId: string | null) =>
  folderId ? `/files/folder/${encodeURIComponent(folderId)}` : '/files';

interface Props {
  trail: readonly { _id: string; name: string }[];
  /** Opens a folder (null: the root); the page navigates, the picker changes its own state. */
  onOpen: (folderId: string | null) => void;
}

/**
 * "Media" > ancestors > current folder; every crumb is also a drop target. At the root there is
 * no trail to show: a lone "Media" under the page's "Media" heading says nothing.
 */
export function MediaBreadcrumbs({ trail, onOpen }: Props) {
  const styles = useStyles();
  if (trail.length === 0) return null;
  const crumbs = [{ _id: '', name: MEDIA_ROOT_LABEL }, ...trail];
  return (
    <nav aria-label="Breadcrumbs" className={styles.trail}>
      {crumbs.map((crumb, index) => (
        <span key={crumb._id || 'root'} className={styles.trail}>
          {index > 0 && <ChevronRightRegular aria-hidden />}
          <span className={styles.crumb} data-drop-folder={crumb._id}>
            <Button
              appearance="subtle"
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              onClick={() => onOpen(crumb._id || null)}
            >
              {crumb.name}
            </Button>
          </span>
        </span>
      ))}
    </nav>
  );
}

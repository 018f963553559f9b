import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { fileBadges } from './fileBadges';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  // Read by screen readers, not shown: what the badge's short text is ("Length: 0:42").
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** A file's type, length (videos) and resolution as small badges. */
export function FileBadges({
  file,
}: {
  file: { mimetype: string; duration?: number | null; w?: number | null; h?: number | null };
}) {
  const styles = useStyles();
  return (
    <div className={styles.badges} data-testid="file-badges">
      {fileBadges(file).map((badge) => (
        <Badge key={badge.label} appearance="tint" color="informative" size="small">
          <span className={styles.hidden}>{badge.label.slice(0, -badge.text.length)}</span>
          {badge.text}
        </Badge>
      ))}
    </div>
  );
}

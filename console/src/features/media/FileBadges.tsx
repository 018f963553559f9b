import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { fileBadges } from './fileBadges';

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minWidth: 0 },
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
        <Badge
          key={badge.label}
          appearance="tint"
          color="informative"
          size="small"
          aria-label={badge.label}
        >
          {badge.text}
        </Badge>
      ))}
    </div>
  );
}

import { Badge, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { quotaChip } from './playQuota';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

interface Quota {
  count: number | null;
  period: string;
}

/** Grey strip: "Play quota active", a chip per quota; an info icon when there are two. */
export function QuotaInfoStrip({ quota, secondary }: { quota: Quota; secondary?: Quota | null }) {
  const styles = useStyles();
  const chips = [quota, secondary].filter((q): q is Quota => !!q).map(quotaChip);
  const visible = chips.filter((c): c is string => c !== null);
  if (visible.length === 0) return null;
  const dual = visible.length > 1;
  return (
    <div className={styles.strip} data-testid="quota-info-strip">
      <Text size={200}>{dual ? 'Play quotas active' : 'Play quota active'}</Text>
      {visible.map((chip) => (
        <Badge key={chip} appearance="tint" color="informative" size="small">
          {chip}
        </Badge>
      ))}
      {dual && (
        <Tooltip content="The file plays until either quota is used up." relationship="label">
          <InfoRegular />
        </Tooltip>
      )}
    </div>
  );
}

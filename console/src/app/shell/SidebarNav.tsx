import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'react-router';
import { isCurrentEntry, type MenuEntry } from './menu';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  external: { marginLeft: 'auto', fontSize: '14px' },
});

/** One list of menu entries, as links. Router links for areas, a new tab for external ones. */
export function SidebarNav({
  entries,
  label,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  label: string;
  onNavigate?: () => void;
}) {
  const styles = useStyles();
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const Icon = entry.icon;
          if (entry.kind === 'external') {
            return (
              <li key={entry.id}>
                <a className={styles.link} href={entry.href} target="_blank" rel="noreferrer">
                  <Icon className={styles.icon} aria-hidden />
                  {entry.label}
                  <OpenRegular className={styles.external} aria-label="(opens in a new tab)" />
                </a>
              </li>
            );
          }
          const current = isCurrentEntry(entry, pathname);
          return (
            <li key={entry.id}>
              <Link
                to={entry.path}
                className={mergeClasses(styles.link, current && styles.current)}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon className={styles.icon} aria-hidden />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

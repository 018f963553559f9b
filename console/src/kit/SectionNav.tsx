import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router';

export interface SectionLink {
  path: string;
  label: string;
  /** Other addresses (exact) that show this page, e.g. the home page showing the screens. */
  alsoAt?: readonly string[];
}

const useStyles = makeStyles({
  // Wraps onto more lines where the row has no room: every page of the section stays in sight.
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'nowrap',
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      color: tokens.colorNeutralForeground1,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': {
      backgroundColor: tokens.colorBrandBackground2Hover,
      color: tokens.colorBrandForeground2,
    },
  },
});

/**
 * The pages of one section (My Organization's Users, Spaces, Audit log…) as a named navigation
 * of links: each is a page of its own, so it is a link (it opens in a new tab, it has an
 * address), and the one shown is marked `aria-current="page"`.
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const styles = useStyles();
  const current = useLocation().pathname.replace(/\/$/, '');
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => {
          const isCurrent = link.path === current || (link.alsoAt ?? []).includes(current || '/');
          return (
            <li key={link.path}>
              <Link
                to={link.path}
                className={mergeClasses(styles.link, isCurrent && styles.current)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { Link, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Out of sight until a keyboard user tabs to it, then shown over the top-left corner.
  link: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
    ':focus-visible': { transform: 'none' },
  },
});

/**
 * "Skip to content": the shell's first focusable element, so a keyboard user does not tab
 * through the whole menu on every page. Moves focus (not only the scroll) to the main region.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const styles = useStyles();
  return (
    <Link
      className={styles.link}
      href={`#${targetId}`}
      onClick={(event) => {
        // No hash in the address: the router would take it for a navigation.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView?.();
      }}
    >
      Skip to content
    </Link>
  );
}

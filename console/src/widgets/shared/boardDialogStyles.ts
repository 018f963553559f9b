import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The layout the menu boards' Edit Menu Board dialogs share: a wide surface (the whole screen
 * on a phone), the main part beside an info panel, and actions that wrap.
 */
export const useBoardDialogStyles = makeStyles({
  surface: {
    width: 'min(1100px, 95vw)',
    maxWidth: '95vw',
    '@media (max-width: 640px)': {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
  },
  content: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(200px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    minHeight: '50vh',
    maxHeight: '70vh',
    overflowY: 'auto',
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', maxHeight: 'none' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  info: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    alignSelf: 'start',
  },
  actions: { flexWrap: 'wrap' },
});

import {
  CASHIER_FONT_SIZE_RATIO,
  CASHIER_FONT_UNITS,
  cashierConfigOf,
  fontSizeRatioOf,
  readCashierBody,
  type CashierFontStyleField,
} from '@marquee/sdk';
import { layoutSettings } from '../shared/menuBoards/boardSettings';
import { settingFields } from '../shared/menuBoards/settingFields';
import { settingsGroup } from '../shared/menuBoards/settingsGroup';

/** The display keeps its settings in its classic layout's config (the only layout yet). */
const settings = layoutSettings({
  read: readCashierBody,
  configOf: cashierConfigOf,
  layoutOf: () => 'classic',
});
const field = settingFields<ReturnType<typeof settings.read>>();

/** What the display says while the till is idle and once a purchase is paid. */
export const textsGroup = settingsGroup('texts', 'Texts', settings, [
  field.text('welcomeText', 'Welcome text', { testId: 'cashier-welcome-text', placeholder: '' }),
  field.text('thankyouText', 'Thank-you text', {
    testId: 'cashier-thankyou-text',
    placeholder: '',
  }),
]);

/** The display's texts, in CASHIER_FONT_STYLE_FIELDS order (the font style list's). */
const STYLE_NAMES: Record<CashierFontStyleField, string> = {
  welcomeTextFontStyle: 'Welcome text',
  thankyouTextFontStyle: 'Thank-you text',
  articleNameFontStyle: 'Article name',
  keyFontStyle: 'Labels',
  valueFontStyle: 'Amounts',
};

/**
 * How the display looks: its background, how much of the box the fitted text takes, and the
 * font style of each of its texts (colour, size in units, bold, italic, alignment).
 */
export const styleGroup = settingsGroup('style', 'Style', settings, [
  field.colour('backgroundColor', 'Background colour', 'cashier-background'),
  field.range(
    'fontSizeRatio',
    'Text size',
    'cashier-font-size-ratio',
    CASHIER_FONT_SIZE_RATIO,
    fontSizeRatioOf,
  ),
  field.fontStyles(STYLE_NAMES, {
    testIdPrefix: 'cashier',
    size: { label: 'Size (units)', range: CASHIER_FONT_UNITS },
  }),
]);

import { cashierConfigOf, readCashierBody, type CashierClassicConfig } from '@marquee/sdk';

/**
 * The body change that sets fields of the classic layout's settings. A content change is merged
 * over the body one level deep, so the whole `configsByLayout` goes, with the other layouts'
 * settings (none yet, or a newer console's) kept as they are.
 */
export function classicChange(
  body: Record<string, unknown>,
  patch: Partial<CashierClassicConfig>,
): { body: Record<string, unknown> } {
  const cashier = readCashierBody(body);
  return {
    body: {
      configsByLayout: {
        ...cashier.configsByLayout,
        classic: { ...cashierConfigOf(cashier), ...patch },
      },
    },
  };
}

import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Outlet } from 'react-router';
import { LockedFeature, useFeature } from '../../kit/LockedFeature';
import { FEATURES } from '../../shared/session/features';
import { RequirePermission } from '../auth/RequirePermission';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Every partner console page needs the partner-accounts read permission (the menu item asks the
 * same) and the partner feature of the account: without it the page says which tariff unlocks it.
 */
export function PartnerConsoleGate() {
  return (
    <RequirePermission permission={PERMISSIONS.partnerAccounts.read}>
      <PartnerFeatureGate />
    </RequirePermission>
  );
}

function PartnerFeatureGate() {
  const styles = useStyles();
  const { enabled, tariff } = useFeature(FEATURES.partnerAccounts);
  if (enabled) return <Outlet />;
  return (
    <section className={styles.page}>
      <Title2 as="h1">Partner Console</Title2>
      <LockedFeature tariff={tariff} />
    </section>
  );
}

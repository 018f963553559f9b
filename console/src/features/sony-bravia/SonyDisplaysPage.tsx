import { useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { SonyDisplaysDocument, type SonyDisplayFieldsFragment } from '../../graphql/generated';
import { ListPage } from '../../kit/ListPage';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterButton } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { SerialDialog, type SerialRegistration } from './SerialDialog';
import { CODE_PATH, DEREGISTER_PATH, STATUS_TEXT } from './sonyText';
import { dateTimeText } from '../../kit/dates';

type Display = SonyDisplayFieldsFragment;

const columns: TableColumn<Display>[] = [
  { label: 'Name', role: 'title', cell: (d) => d.name },
  { label: 'Status', cell: (d) => <span data-testid="sony-status">{STATUS_TEXT[d.status]}</span> },
  { label: 'Serial', cell: (d) => d.serial ?? '—' },
  { label: 'MAC', cell: (d) => d.mac ?? '—' },
  { label: 'Model', cell: (d) => d.model ?? '—' },
  { label: 'Registered', cell: (d) => dateTimeText(d.createdAt) },
];

/** What registering by serial answered: the player address to set, and what IP control did. */
function Registered({ display }: { display: SerialRegistration }) {
  return (
    <MessageBar intent="success" data-testid="sony-serial-done">
      <MessageBarBody>
        {display.name} is registered. {display.ipControlNote ?? ''} If the display does not open
        Marquee by itself, set its kitting or start-up URL to{' '}
        <Text font="monospace">{display.provisioningUrl}</Text> (shown only now).
      </MessageBarBody>
    </MessageBar>
  );
}

/** /sony-bravia/ztp: the registered displays and the two ways to register one. */
export function SonyDisplaysPage() {
  const { data, loading, error, refetch } = useQuery(SonyDisplaysDocument);
  const canRegister = useCan(PERMISSIONS.device.register);
  const [serialOpen, setSerialOpen] = useState(false);
  const [registered, setRegistered] = useState<SerialRegistration | null>(null);
  return (
    <ListPage
      title="Sony BRAVIA displays"
      noun="displays"
      items={data?.sonyDisplays}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      action={
        canRegister && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
            <RouterButton appearance="primary" to={CODE_PATH} data-testid="sony-code-link">
              Register by code
            </RouterButton>
            <Button onClick={() => setSerialOpen(true)}>Register by serial</Button>
            <RouterButton appearance="subtle" to={DEREGISTER_PATH}>
              Release a display
            </RouterButton>
          </div>
        )
      }
      nav={registered && <Registered display={registered} />}
      empty={
        <Text>
          Professional BRAVIA displays registered here open the Marquee player and become screens
          without a pairing code. Register one by the code it shows during setup.
        </Text>
      }
      overlays={
        <SerialDialog
          open={serialOpen}
          ipControlEnabled={data?.sonyBraviaSetup.ipControlEnabled ?? false}
          onClose={() => setSerialOpen(false)}
          onRegistered={(display) => {
            setSerialOpen(false);
            setRegistered(display);
          }}
        />
      }
    >
      {(items) => (
        <ResponsiveTable
          aria-label="Sony BRAVIA displays"
          items={items}
          columns={columns}
          keyOf={(d) => d._id}
          minTableWidth={720}
        />
      )}
    </ListPage>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Text, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { useSession } from '../../shared/session/session';
import {
  ChangeMyPasswordDocument,
  MySessionsDocument,
  RevokeMySessionDocument,
  type MySessionsQuery,
} from '../../graphql/generated';
import { repeatError, requiredError } from '../auth/formErrors';
import { TextForm } from '../auth/TextForm';
import { ContactForm } from './ContactForm';
import { dateTimeText } from '../../kit/dates';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
});

/** /my-profile */
export function MyProfilePage() {
  const styles = useStyles();
  const session = useSession();
  return (
    <div className={styles.root}>
      <Title2 as="h1">My profile</Title2>
      <Text>E-mail: {session.email}</Text>
      <Text>Organization: {session.accountName}</Text>
      <Title3 as="h2">Contact details</Title3>
      <ContactForm />
    </div>
  );
}

type MySession = MySessionsQuery['mySessions'][number];

/** On a phone each session is a card: when it began, from where, and Sign out. */
const sessionColumns = (signOut: (id: string) => void): TableColumn<MySession>[] => [
  {
    label: 'Signed in',
    role: 'title',
    cell: (s) => `Signed in ${dateTimeText(s.createdAt)}`,
  },
  { label: 'Address', cell: (s) => s.clientIp },
  {
    label: 'Actions',
    role: 'actions',
    cell: (s) =>
      s.current ? (
        <Text italic>This session</Text>
      ) : (
        <Button onClick={() => signOut(s._id)}>Sign out</Button>
      ),
  },
];

/** /my-profile/security: change password (ends the other sessions), list and end sessions. */
export function SecurityPage() {
  const styles = useStyles();
  const { data, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
  const [change] = useMutation(ChangeMyPasswordDocument);
  const [revoke] = useMutation(RevokeMySessionDocument);
  const [changed, setChanged] = useState(0);
  return (
    <div className={styles.root}>
      <Title2 as="h1">Security</Title2>
      <TextForm
        key={changed}
        header={<Title3 as="h2">Change password</Title3>}
        submitLabel="Change password"
        fields={[
          { name: 'current', label: 'Current password', type: 'password', validate: requiredError },
          { name: 'password', label: 'New password', type: 'password', validate: requiredError },
          {
            name: 'repeat',
            label: 'Repeat new password',
            type: 'password',
            validate: (v, all) => repeatError(all.password ?? '', v),
          },
        ]}
        onSubmit={async (v) => {
          await change({ variables: { currentPassword: v.current!, newPassword: v.password! } });
          setChanged((n) => n + 1);
          await refetch();
        }}
      />
      <Title3 as="h2">Sessions</Title3>
      <ResponsiveTable
        aria-label="Sessions"
        items={data?.mySessions ?? []}
        columns={sessionColumns((id) => void revoke({ variables: { id } }).then(() => refetch()))}
        keyOf={(s) => s._id}
        minTableWidth={480}
      />
    </div>
  );
}

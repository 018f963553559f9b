import { useQuery } from '@apollo/client/react';
import { Body1, Field, Select, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import {
  ProofOfPlayPlaylistsDocument,
  ProofOfPlayScreensDocument,
  type ProofOfPlayEntityType,
} from '../../graphql/generated';
import { reportPath } from './report';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  select: { minWidth: '280px' },
});

interface Choice {
  _id: string;
  name: string;
}

/** A list to pick one subject from, and the button that opens its report. */
function SubjectPicker({
  entityType,
  label,
  choices,
}: {
  entityType: ProofOfPlayEntityType;
  label: string;
  choices: readonly Choice[];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void navigate(reportPath({ entityType, entityId: chosen }));
      }}
    >
      <Field label={label} className={styles.select}>
        <Select value={chosen} onChange={(_, data) => setChosen(data.value)}>
          <option value="">Choose…</option>
          {choices.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.name}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton
        appearance="primary"
        disabledFocusable={!chosen}
        aria-label={`Show report of the ${label.toLowerCase()}`}
      >
        Show report
      </SubmitButton>
    </form>
  );
}

/** /data-integrations/proof-of-play: what played where; choose a screen or a playlist. */
export function ProofOfPlayHome() {
  const styles = useStyles();
  const canReadScreens = useCan(PERMISSIONS.device.read);
  const canReadPlaylists = useCan(PERMISSIONS.playlist.read);
  const screens = useQuery(ProofOfPlayScreensDocument, { skip: !canReadScreens });
  const playlists = useQuery(ProofOfPlayPlaylistsDocument, { skip: !canReadPlaylists });
  return (
    <section className={styles.root}>
      <Title2 as="h1">Proof of play</Title2>
      <Body1 as="p">
        How often content played, on which screens and on which days. Choose what to report on.
      </Body1>
      {canReadScreens && (
        <SubjectPicker
          entityType="device"
          label="Screen"
          choices={screens.data?.devicePage.items ?? []}
        />
      )}
      {canReadPlaylists && (
        <SubjectPicker
          entityType="playlist"
          label="Playlist"
          choices={playlists.data?.playlists ?? []}
        />
      )}
      <Body1 as="p">
        For a file, open its menu in <RouterLink to="/files">Media</RouterLink> and choose Proof of
        play.
      </Body1>
    </section>
  );
}

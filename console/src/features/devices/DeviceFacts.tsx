import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  typographyStyles,
  tokens,
} from '@fluentui/react-components';
import type { DeviceDetailsQuery } from '../../graphql/generated';
import { createdDateLabel } from './deviceDisplay';
import {
  lastSeenLabel,
  platformLabel,
  reportedFacts,
  technicalDetails,
  timeZoneLabel,
  type Fact,
} from './deviceFacts';
import { playingFact } from './playingFact';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { ...typographyStyles.body1Strong, margin: 0 },
  value: { ...typographyStyles.body1, margin: 0, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

// The facts read none of the fleet fields (tags, groups, where the content comes from).
type Device = Omit<NonNullable<DeviceDetailsQuery['device']>, 'tags' | 'groups' | 'contentSource'>;

/** What a screen plays and what it is, in plain words; the player's raw report is collapsed. */
export function DeviceFacts({ device }: { device: Device }) {
  const facts: (Fact & { testId?: string })[] = [
    { ...playingFact(device), testId: 'device-published' },
    { label: 'Platform', value: platformLabel(device.platform) },
    ...reportedFacts(device.deviceInfo),
    {
      label: 'Time zone',
      value: timeZoneLabel(device.timeZone, device.settings),
      testId: 'device-time-zone',
    },
    { label: 'Paired', value: createdDateLabel(device.createdAt) },
    {
      label: 'Last seen',
      value: device.onlineStatus === 'online' ? 'Now' : lastSeenLabel(device.lastSeenAt),
      testId: 'device-last-seen',
    },
  ];
  const technical = technicalDetails(device.deviceInfo);

  return (
    <>
      <FactList facts={facts} />
      {technical.length > 0 && (
        <Accordion collapsible>
          <AccordionItem value="technical">
            <AccordionHeader>Technical details</AccordionHeader>
            <AccordionPanel>
              <FactList facts={technical} asCode />
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      )}
    </>
  );
}

/** Facts as a description list; `asCode` shows the values as the raw text they are (for support). */
function FactList({
  facts,
  asCode = false,
}: {
  facts: (Fact & { testId?: string })[];
  asCode?: boolean;
}) {
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.pair}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value} data-testid={fact.testId}>
            {asCode ? <code className={styles.code}>{fact.value}</code> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

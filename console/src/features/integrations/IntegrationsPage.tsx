import {
  Body1,
  Caption1,
  Card,
  CardHeader,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { MENU_ROUTES } from '../../widgets/shared/menuBoards/menuBoardTexts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  coming: { color: tokens.colorNeutralForeground3 },
});

export const PROOF_OF_PLAY_PATH = '/data-integrations/proof-of-play';

interface Area {
  name: string;
  description: string;
  /** Where it opens; none while the area is still to come. */
  path?: string;
}

/** The integration areas this person may see: built ones link, the rest say they are coming. */
function useAreas(): Area[] {
  const locations = useCan(PERMISSIONS.integrations.menuBoardLocationRead);
  const boards = useCan(PERMISSIONS.integrations.menuBoardRead) || locations;
  const screens = useCan(PERMISSIONS.device.read);
  const plays = useCan(PERMISSIONS.playlist.read) || screens;
  const feedback = useCan(PERMISSIONS.integrations.customerFeedbackRead);
  const sensors = useCan(PERMISSIONS.integrations.sensorAnalyticsRead);
  const areas: (Area | false)[] = [
    boards && {
      name: 'Menu boards',
      description:
        'Menus of your locations, by day or standing, from your store system or typed in.',
      path: MENU_ROUTES.locations,
    },
    plays && {
      name: 'Proof of play',
      description: 'How often content played, on which screens and on which days.',
      path: PROOF_OF_PLAY_PATH,
    },
    screens && {
      name: 'Sony BRAVIA displays',
      description: 'Professional displays that start as screens with no pairing code.',
      path: '/sony-bravia/ztp',
    },
    feedback && {
      name: 'Customer feedback',
      description: 'What customers rate on screens, by touch or on their phone.',
      path: '/data-integrations/customer-feedback',
    },
    sensors && {
      name: 'Sensor analytics',
      description: 'Audiences counted by cameras.',
      path: '/data-integrations/analytics',
    },
  ];
  return areas.filter((a): a is Area => a !== false);
}

/** /data-integrations, where the sidebar's Integrations entry leads: one card per area. */
export function IntegrationsPage() {
  const styles = useStyles();
  const areas = useAreas();
  return (
    <section className={styles.root}>
      <Title2 as="h1">Integrations</Title2>
      <Body1 as="p">
        Data from outside Marquee for your screens, and reports of what they played.
      </Body1>
      <ul className={styles.cards}>
        {areas.map((area) => (
          <li key={area.name}>
            <Card>
              <CardHeader
                header={
                  area.path ? (
                    <RouterLink to={area.path}>
                      <Text weight="semibold">{area.name}</Text>
                    </RouterLink>
                  ) : (
                    <Text weight="semibold">{area.name}</Text>
                  )
                }
                description={
                  <div>
                    <Body1 as="p">{area.description}</Body1>
                    {!area.path && (
                      <Caption1 className={styles.coming}>Not available yet.</Caption1>
                    )}
                  </div>
                }
              />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

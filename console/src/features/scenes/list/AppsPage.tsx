import {
  Body1,
  Button,
  Card,
  CardFooter,
  CardHeader,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { defaultWidgets, type WidgetList } from '@marquee/sdk';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useCan } from '../../../shared/session/session';
import { APP_ITEM_TYPES, availableAppTypes, newAppContent, type AppItemType } from './appTypes';
import { SceneLibrary, type LibraryKind } from './SceneLibrary';

const APPS: LibraryKind = {
  title: 'Apps',
  noun: 'app',
  listTypes: ['app'],
  newTypes: ['app'],
  // An app starts from one of the kinds below, never blank: a blank app is only an empty scene.
  offersBlank: false,
  updatePermission: PERMISSIONS.app.update,
  deletePermission: PERMISSIONS.app.delete,
  listHeading: 'Your apps',
  emptyTitle: 'There are no apps yet.',
  emptyText:
    'An app you create from one of the kinds above is listed here, ready to add to a playlist or publish to your screens.',
};

/** What an app is, for a page that may have none to offer. */
export const WHAT_AN_APP_IS =
  'An app fills the whole screen with one piece of live content, such as a weather forecast, a menu board or a news feed, and keeps it up to date by itself.';

export const NO_APP_TYPES_TEXT =
  'No kinds of app are available for this account yet. When one is, it is listed here with a Create button.';

const useStyles = makeStyles({
  section: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXL}` },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalS,
  },
});

interface Props {
  /** The app kinds to offer; the console's list unless a test gives its own. */
  appTypes?: readonly AppItemType[];
  widgets?: WidgetList;
}

/** /apps: a card per kind of app the account can make, and the app scenes of the space. */
export function AppsPage({ appTypes = APP_ITEM_TYPES, widgets = defaultWidgets }: Props) {
  const styles = useStyles();
  const canUpdate = useCan(PERMISSIONS.app.update);
  const kinds = availableAppTypes(appTypes, widgets);
  return (
    <SceneLibrary kind={APPS}>
      {(startNew) => (
        <section className={styles.section} aria-label="Available apps">
          <Subtitle2 as="h2">Available apps</Subtitle2>
          <Body1 as="p">{WHAT_AN_APP_IS}</Body1>
          {kinds.length === 0 && <Body1 as="p">{NO_APP_TYPES_TEXT}</Body1>}
          {kinds.length > 0 && (
            <div className={styles.cards}>
              {kinds.map((kind) => (
                <Card key={kind.type} aria-label={kind.label}>
                  <CardHeader
                    header={<Text weight="semibold">{kind.label}</Text>}
                    description={<Body1>{kind.description}</Body1>}
                  />
                  {canUpdate && (
                    <CardFooter>
                      <Button
                        onClick={() =>
                          startNew({
                            title: `New ${kind.label}`,
                            content: () => newAppContent(kind.type, widgets),
                          })
                        }
                      >
                        Create
                      </Button>
                    </CardFooter>
                  )}
                </Card>
              ))}
            </div>
          )}
        </section>
      )}
    </SceneLibrary>
  );
}

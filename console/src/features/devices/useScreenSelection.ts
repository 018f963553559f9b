import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import {
  DeviceSelectionPageDocument,
  type DevicePageQueryVariables,
} from '../../graphql/generated';
import type { ScreenCapabilities } from './bulkCommandSupport';
import type { ChosenScreen } from './PublishToManyDialog';
import { capabilitiesOf } from './settings/displayForm';

/** The server's largest page: "all matching" is read in pages of this many. */
const ALL_PAGE = 200;

/** A screen as the list gives it to be chosen: with what its player reported, when it has. */
type SelectableScreen = ChosenScreen & { deviceInfo?: unknown };

/** A chosen screen: its name, and what it can do (for the commands it cannot carry out). */
interface KeptScreen {
  name: string;
  capabilities: ScreenCapabilities;
}

const kept = (screen: SelectableScreen): KeptScreen => ({
  name: screen.name,
  capabilities: capabilitiesOf(screen.deviceInfo),
});

interface Selection {
  /** The list's filter the selection was made under; another filter starts with none. */
  filterKey: string;
  screens: ReadonlyMap<string, KeptScreen>;
  allMatching: boolean;
}

/**
 * The screens chosen for a bulk action, one by one or all that match the list's filter (read
 * from the server page by page). Changing the filter drops the choice, so an action never
 * reaches a screen the operator no longer sees listed.
 */
export function useScreenSelection(variables: DevicePageQueryVariables | undefined) {
  const client = useApolloClient();
  const { offset: _offset, limit: _limit, sort: _sort, ...filter } = variables ?? {};
  const filterKey = JSON.stringify(filter);
  const [selection, setSelection] = useState<Selection>({
    filterKey,
    screens: new Map(),
    allMatching: false,
  });
  const [selectingAll, setSelectingAll] = useState(false);
  const current = selection.filterKey === filterKey ? selection : null;
  const screens = current?.screens ?? new Map<string, KeptScreen>();

  const toggle = (screen: SelectableScreen, on: boolean) => {
    const next = new Map(screens);
    if (on) next.set(screen._id, kept(screen));
    else next.delete(screen._id);
    setSelection({ filterKey, screens: next, allMatching: false });
  };

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = new Map<string, KeptScreen>();
      for (let offset = 0; ; offset += ALL_PAGE) {
        const { data } = await client.query({
          query: DeviceSelectionPageDocument,
          variables: { ...filter, offset, limit: ALL_PAGE },
          fetchPolicy: 'network-only',
        });
        const page = data?.devicePage;
        if (!page) break;
        for (const d of page.items)
          all.set(d._id, {
            name: d.name,
            capabilities: d.capabilities ? new Set(d.capabilities) : null,
          });
        if (page.items.length === 0 || offset + page.items.length >= page.totalCount) break;
      }
      setSelection({ filterKey, screens: all, allMatching: true });
    } finally {
      setSelectingAll(false);
    }
  };

  return {
    selected: new Set(screens.keys()) as ReadonlySet<string>,
    screens: [...screens].map(([_id, { name }]) => ({ _id, name })),
    /** What each chosen screen can do, by id. */
    capabilities: new Map<string, ScreenCapabilities>(
      [...screens].map(([id, s]) => [id, s.capabilities]),
    ) as ReadonlyMap<string, ScreenCapabilities>,
    allMatching: current?.allMatching ?? false,
    /** The list's filter, for an action on every screen that matches it. */
    filter,
    selectingAll,
    toggle,
    selectPage: (page: readonly SelectableScreen[], on: boolean) => {
      const next = new Map(screens);
      for (const s of page) {
        if (on) next.set(s._id, kept(s));
        else next.delete(s._id);
      }
      setSelection({ filterKey, screens: next, allMatching: false });
    },
    selectAllMatching,
    clear: () => setSelection({ filterKey, screens: new Map(), allMatching: false }),
  };
}

import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { DevicePageDocument, type DevicePageQueryVariables } from '../../graphql/generated';
import type { ChosenScreen } from './PublishToManyDialog';

/** The server's largest page: "all matching" is read in pages of this many. */
const ALL_PAGE = 200;

interface Selection {
  /** The list's filter the selection was made under; another filter starts with none. */
  filterKey: string;
  screens: ReadonlyMap<string, string>;
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
  const screens = current?.screens ?? new Map<string, string>();

  const toggle = (screen: ChosenScreen, on: boolean) => {
    const next = new Map(screens);
    if (on) next.set(screen._id, screen.name);
    else next.delete(screen._id);
    setSelection({ filterKey, screens: next, allMatching: false });
  };

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const all = new Map<string, string>();
      for (let offset = 0; ; offset += ALL_PAGE) {
        const { data } = await client.query({
          query: DevicePageDocument,
          variables: { ...filter, offset, limit: ALL_PAGE },
          fetchPolicy: 'network-only',
        });
        const page = data?.devicePage;
        if (!page) break;
        for (const d of page.items) all.set(d._id, d.name);
        if (page.items.length === 0 || offset + page.items.length >= page.totalCount) break;
      }
      setSelection({ filterKey, screens: all, allMatching: true });
    } finally {
      setSelectingAll(false);
    }
  };

  return {
    selected: new Set(screens.keys()) as ReadonlySet<string>,
    screens: [...screens].map(([_id, name]) => ({ _id, name })),
    allMatching: current?.allMatching ?? false,
    /** The list's filter, for an action on every screen that matches it. */
    filter,
    selectingAll,
    toggle,
    selectPage: (page: readonly ChosenScreen[], on: boolean) => {
      const next = new Map(screens);
      for (const s of page) {
        if (on) next.set(s._id, s.name);
        else next.delete(s._id);
      }
      setSelection({ filterKey, screens: next, allMatching: false });
    },
    selectAllMatching,
    clear: () => setSelection({ filterKey, screens: new Map(), allMatching: false }),
  };
}

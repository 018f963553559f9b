import { Field, Input, Select, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { GridRegular, ListRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { FileKind, FileSort } from '../../graphql/generated';
import { KIND_OPTIONS, MAX_SEARCH_LENGTH, SORT_OPTIONS, type LibraryQuery } from './libraryQuery';
import type { LibraryLayout } from './useLibraryLayout';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  views: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** A search waits this long after the last key before it asks the server. */
export const SEARCH_SETTLE_MS = 300;

interface Props {
  query: LibraryQuery;
  onQuery: (query: LibraryQuery) => void;
  layout: LibraryLayout;
  onLayout: (layout: LibraryLayout) => void;
}

/** Search by name, filter by type, order, and grid or list: the media library's controls. */
export function MediaToolbar({ query, onQuery, layout, onLayout }: Props) {
  const styles = useStyles();
  const search = useSettledSearch(query, onQuery);
  return (
    <div className={styles.bar} role="search">
      <Field label="Search">
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          placeholder="File or folder name"
          maxLength={MAX_SEARCH_LENGTH}
          value={search.text}
          onChange={(_e, d) => search.type(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search.apply();
          }}
        />
      </Field>
      <Field label="Type">
        <Select
          value={query.kind ?? ''}
          onChange={(_e, d) => onQuery({ ...query, kind: (d.value || null) as FileKind | null })}
        >
          <option value="">All files</option>
          {KIND_OPTIONS.map((o) => (
            <option key={o.kind} value={o.kind}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Sort by">
        <Select
          value={query.sort}
          onChange={(_e, d) => onQuery({ ...query, sort: d.value as FileSort })}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.sort} value={o.sort}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.views} role="group" aria-label="View">
        <ToggleButton
          icon={<GridRegular />}
          checked={layout === 'grid'}
          onClick={() => onLayout('grid')}
        >
          Grid
        </ToggleButton>
        <ToggleButton
          icon={<ListRegular />}
          checked={layout === 'list'}
          onClick={() => onLayout('list')}
        >
          List
        </ToggleButton>
      </div>
    </div>
  );
}

/**
 * The search box's text, handed on once typing pauses (or on Enter), so a word is one request
 * and not one per key; a search changed from outside (the address) shows in the box.
 */
function useSettledSearch(query: LibraryQuery, onQuery: (query: LibraryQuery) => void) {
  const [text, setText] = useState(query.search);
  const [shown, setShown] = useState(query.search);
  if (shown !== query.search) {
    setShown(query.search);
    setText(query.search);
  }
  const latest = useRef({ query, onQuery });
  useEffect(() => {
    latest.current = { query, onQuery };
  });
  const apply = (value = text) => {
    const { query: current, onQuery: change } = latest.current;
    if (value !== current.search) change({ ...current, search: value });
  };
  useEffect(() => {
    if (text === latest.current.query.search) return;
    const timer = setTimeout(() => apply(text), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
    // `apply` reads the latest props through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return { text, type: setText, apply: () => apply() };
}

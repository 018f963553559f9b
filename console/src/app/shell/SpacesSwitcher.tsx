import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Select } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import {
  ChangeCurrentSpaceDocument,
  CurrentUserSessionDocument,
  ShellSpacesDocument,
} from '../../graphql/generated';
import { safeReturnPath } from '../../shared/loginRedirect';

/** Navigates the whole page, so every cached query starts again in the new space. */
const reloadAt = (path: string) => window.location.assign(path);

/**
 * Changes the current space: on success with a token the new session
 * (set as the cookie by the server) takes over and the user goes to the return path or '/'.
 * A failure is logged and changes nothing.
 */
export function SpacesSwitcher({ navigateTo = reloadAt }: { navigateTo?: (path: string) => void }) {
  const { data, loading: loadingSpaces } = useQuery(ShellSpacesDocument);
  // The shell's own session query (from the cache): selecting currentUserSession with other
  // fields here would replace the cached session object and send the shell back to loading.
  const { data: sessionData } = useQuery(CurrentUserSessionDocument);
  const [change, { loading }] = useMutation(ChangeCurrentSpaceDocument);
  const [params] = useSearchParams();
  const spaces = data?.spaces ?? [];
  // While the spaces load, the field holds its place: it sits above the menu, and appearing a
  // moment after the menu pushed every item down under a pointer about to click one.
  if (loadingSpaces && !data)
    return (
      <Field label="Space">
        <Select aria-label="Current space" disabled>
          <option>Loading…</option>
        </Select>
      </Field>
    );
  if (spaces.length === 0) return null;
  return (
    <Field label="Space">
      <Select
        aria-label="Current space"
        disabled={loading}
        value={sessionData?.currentUserSession?.currentSpaceId ?? ''}
        onChange={(_, d) => {
          change({ variables: { spaceId: d.value } })
            .then((result) => {
              const outcome = result.data?.changeCurrentSpace;
              if (outcome?.success && outcome.token)
                navigateTo(safeReturnPath(params.get('returnPath')));
              else console.error('changeCurrentSpace did not succeed', outcome);
            })
            .catch((error: unknown) => console.error('changeCurrentSpace failed', error));
        }}
      >
        {spaces.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

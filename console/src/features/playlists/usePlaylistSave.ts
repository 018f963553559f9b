import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { UpdatePlaylistDocument, type PlaylistInput } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';

/**
 * Why a save was refused: the first field error of a BAD_USER_INPUT answer (its path says whether
 * it belongs beside the name field), else the error's own sentence.
 */
function saveError(error: unknown): { path: string | null; message: string } {
  const first = (
    error as { errors?: { extensions?: { fieldErrors?: { path: string; message: string }[] } }[] }
  ).errors?.[0]?.extensions?.fieldErrors?.[0];
  return first ?? { path: null, message: errorMessage(error) };
}

/**
 * Saves a playlist's changes as they are made, each told by the console's notice ("Playlist
 * saved"), as every save in the console is. A refused name is told beside the name field
 * (`nameProblem`) and any other refusal above the items (`problem`); the next save clears both.
 */
export function usePlaylistSave(playlistId: string) {
  const [update, saving] = useMutation(UpdatePlaylistDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState<string | null>(null);

  const save = async (input: PlaylistInput): Promise<boolean> => {
    setProblem(null);
    setNameProblem(null);
    try {
      await update({ variables: { id: playlistId, input } });
      notify('Playlist saved');
      return true;
    } catch (e) {
      const refusal = saveError(e);
      if (refusal.path === 'name') setNameProblem(refusal.message);
      else setProblem(refusal.message);
      return false;
    }
  };
  return {
    save,
    saving: saving.loading,
    problem,
    nameProblem,
    clearNameProblem: () => setNameProblem(null),
  };
}

export type PlaylistSave = ReturnType<typeof usePlaylistSave>;

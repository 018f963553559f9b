import { useMutation } from '@apollo/client/react';
import {
  DeleteFileDocument,
  DeleteFolderDocument,
  PurgeFileDocument,
  PurgeFolderDocument,
  RestoreFileDocument,
  RestoreFolderDocument,
} from '../../graphql/generated';
import { useUndoableDelete } from './useUndoableDelete';

/** The undoable delete wired to the file and folder mutations. */
export function useMediaDelete(onChanged: () => void) {
  const [deleteFile] = useMutation(DeleteFileDocument);
  const [restoreFile] = useMutation(RestoreFileDocument);
  const [purgeFile] = useMutation(PurgeFileDocument);
  const [deleteFolder] = useMutation(DeleteFolderDocument);
  const [restoreFolder] = useMutation(RestoreFolderDocument);
  const [purgeFolder] = useMutation(PurgeFolderDocument);
  return useUndoableDelete(
    {
      remove: (kind, id) =>
        kind === 'file' ? deleteFile({ variables: { id } }) : deleteFolder({ variables: { id } }),
      restore: (kind, id) =>
        kind === 'file' ? restoreFile({ variables: { id } }) : restoreFolder({ variables: { id } }),
      purge: (kind, id) =>
        kind === 'file' ? purgeFile({ variables: { id } }) : purgeFolder({ variables: { id } }),
    },
    onChanged,
  );
}

import { useMutation } from '@apollo/client/react';
import { MAX_FILES_PER_UPLOAD } from '@marquee/sdk/model';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import {
  ConfirmUploadDocument,
  CreateFilesDocument,
  type CreateFilesMutation,
} from '../../graphql/generated';
import type { UploadTracking } from './FileStatusView';
import { uploadFailedText, uploadFailureReason } from './mediaText';
import type { UploadProblem } from './UploadErrorsDialog';
import { useReadyNotices } from './useReadyNotices';
import { mimetypeFor, putWithProgress, readMediaInfo } from './uploadFile';

/**
 * The upload flow: read sizes and durations, create the records in batches, PUT each
 * file with progress to its address, confirm it; errors go to a dialog, and a notice tells
 * when each confirmed file has finished processing.
 */
export function useUploads(parentFolderId: string | null, onChanged: () => void) {
  const noticeWhenReady = useReadyNotices();
  const [tracking, setTracking] = useState<ReadonlyMap<string, UploadTracking>>(new Map());
  const [errors, setErrors] = useState<UploadProblem[]>([]);
  const [createFiles] = useMutation(CreateFilesDocument);
  const [confirmUpload] = useMutation(ConfirmUploadDocument);

  const track = useCallback((id: string, change: Partial<UploadTracking> | null) => {
    setTracking((current) => {
      const next = new Map(current);
      if (change === null) next.delete(id);
      else next.set(id, { percentsUploaded: 0, errorMessage: null, ...next.get(id), ...change });
      return next;
    });
  }, []);

  const upload = useCallback(
    async (picked: readonly File[]) => {
      if (picked.length === 0) return;
      const infos = await Promise.all(picked.map(readMediaInfo));
      const inputs = picked.map((file, i) => {
        const info = infos[i]!;
        return {
          originalName: file.name,
          fileSizeInBytes: file.size,
          mimetype: mimetypeFor(file),
          parentFolderId,
          w: info.w,
          h: info.h,
          originalWidth: info.w,
          originalHeight: info.h,
          duration: info.duration,
        };
      });
      const records: CreateFilesMutation['createFiles'][number][] = [];
      try {
        // The server takes a bounded batch per call; a bigger selection goes in several.
        for (let start = 0; start < inputs.length; start += MAX_FILES_PER_UPLOAD) {
          const files = inputs.slice(start, start + MAX_FILES_PER_UPLOAD);
          const result = await createFiles({ variables: { files } });
          records.push(...(result.data?.createFiles ?? []));
        }
      } catch (error) {
        // Batches already created still upload; the rest of the selection is reported.
        const problem = { headline: errorMessage(error), detail: null, fileName: null };
        setErrors((e) => [...e, problem]);
        if (records.length === 0) return;
      }
      for (const record of records) track(record._id, { percentsUploaded: 0 });
      onChanged();
      await Promise.all(
        picked.map(async (file) => {
          // Match the returned record by name and size (each record is used once).
          const index = records.findIndex(
            (r) => r.originalName === file.name && r.fileSizeInBytes === file.size,
          );
          const record = index >= 0 ? records.splice(index, 1)[0] : undefined;
          if (!record?.uploadUrl) return;
          const status = await putWithProgress(record.uploadUrl, file, record.mimetype, (percent) =>
            track(record._id, { percentsUploaded: percent }),
          );
          if (status === 0 || status >= 300) {
            const message = uploadFailedText(status);
            track(record._id, { errorMessage: message });
            const problem = {
              headline: message,
              detail: uploadFailureReason(status),
              fileName: file.name,
            };
            setErrors((e) => [...e, problem]);
            return;
          }
          try {
            await confirmUpload({ variables: { fileId: record._id } });
            track(record._id, null);
            noticeWhenReady(record._id, record.originalName);
          } catch (error) {
            const message = errorMessage(error);
            track(record._id, { errorMessage: message });
            setErrors((e) => [...e, { headline: message, detail: null, fileName: file.name }]);
          }
        }),
      );
      onChanged();
    },
    [confirmUpload, createFiles, noticeWhenReady, onChanged, parentFolderId, track],
  );

  return { upload, tracking, errors, clearErrors: () => setErrors([]) };
}

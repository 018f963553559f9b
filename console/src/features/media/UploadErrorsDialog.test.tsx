import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { uploadFailedText, uploadFailureReason } from './mediaText';
import { StorageUsage } from './StorageUsage';
import { UploadErrorsDialog, type UploadProblem } from './UploadErrorsDialog';

afterEach(cleanup);

const failed = (status: number, fileName: string): UploadProblem => ({
  headline: uploadFailedText(status),
  detail: uploadFailureReason(status),
  fileName,
});

describe('upload errors', () => {
  it('heads a 415 with the spec message and says the kind of file is not supported', async () => {
    const onClose = vi.fn();
    renderWithTheme(<UploadErrorsDialog problems={[failed(415, 'notes.txt')]} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Could not upload file: 415' });
    within(dialog).getByText(
      'This kind of file is not supported. Upload an image, a video or a PDF.',
    );
    within(dialog).getByText('File: notes.txt');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists several failures, each under its own headline', () => {
    renderWithTheme(
      <UploadErrorsDialog
        problems={[failed(413, 'film.mp4'), failed(503, 'poster.png')]}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Some files could not be uploaded' });
    within(dialog).getByText('Could not upload file: 413');
    within(dialog).getByText('The file is too large to upload.');
    within(dialog).getByText('The server had a problem. Try again.');
  });

  it('explains every status in a sentence that glues no number to a word', () => {
    expect(uploadFailedText(415)).toBe('Could not upload file: 415');
    for (const status of [0, 302, 400, 401, 403, 404, 413, 415, 429, 500, 502, 503]) {
      const sentence = uploadFailureReason(status);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
      expect(sentence).not.toMatch(/\d[A-Za-z]|[A-Za-z]\d/);
    }
    expect(uploadFailureReason(429)).toMatch(/Too many uploads at once/);
    expect(uploadFailureReason(0)).toMatch(/network/);
  });
});

describe('storage usage', () => {
  it('is a bar named "Storage used" whose value reads in MB and percent', () => {
    renderWithTheme(
      <StorageUsage account={{ maxStorageCapacityInMB: 1000, usedStorageCapacityInMB: 250 }} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('250 MB of 1,000 MB (25%)');
  });
});

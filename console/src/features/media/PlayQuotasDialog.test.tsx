import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { FileStatusView } from './FileStatusView';
import { PlayQuotasDialog } from './PlayQuotasDialog';

afterEach(cleanup);

describe('PlayQuotasDialog', () => {
  it('saves 1000 all-time after unticking Unlimited', async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithTheme(
      <PlayQuotasDialog
        quota={null}
        featureEnabled
        tariff="Enterprise"
        onClose={onClose}
        onSave={onSave}
      />,
    );
    screen.getByRole('dialog', { name: 'Play Quotas' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unlimited' }));
    expect(screen.getByRole<HTMLInputElement>('spinbutton').value).toBe('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ count: 1000, period: 'all-time' });
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the error banner when saving fails', async () => {
    const onClose = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(
      <PlayQuotasDialog
        quota={{ count: 5, period: 'weekly' }}
        featureEnabled
        tariff="Enterprise"
        onClose={onClose}
        onSave={async () => {
          throw new Error('network');
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Something went wrong, try again later.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables the controls without the playback-limiting feature and names the tariff', () => {
    renderWithTheme(
      <PlayQuotasDialog
        quota={null}
        featureEnabled={false}
        tariff="Enterprise"
        onClose={() => {}}
        onSave={async () => {}}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Unlimited' }).disabled).toBe(
      true,
    );
    screen.getByText(/you need to upgrade to the Enterprise/);
  });
});

const file = (status: string, extra: Record<string, unknown> = {}) =>
  ({
    _id: 'f1',
    originalName: 'clip.mp4',
    mimetype: 'video/mp4',
    fileSizeInBytes: 1000,
    status,
    fileProcessingProgressPercents: 0,
    errorMessage: null,
    thumbnailUrl: null,
    url: '/x',
    ...extra,
  }) as never;

describe('file status views', () => {
  it('shows a bar named "Initializing", then one at the percentage, and the slow hint over 100 MB', () => {
    const { rerender } = renderWithTheme(
      <FileStatusView file={file('PROCESSING')} upload={undefined} onDelete={() => {}} />,
    );
    // Before the first percentage: a bar without a value, named "Initializing".
    const starting = screen.getByRole('progressbar', { name: 'Initializing' });
    expect(starting.getAttribute('aria-valuenow')).toBeNull();
    rerender(
      <FileStatusView
        file={file('PROCESSING', {
          fileProcessingProgressPercents: 40,
          fileSizeInBytes: 100_000_001,
        })}
        upload={undefined}
        onDelete={() => {}}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Processing 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    screen.getByText('It may take a while, please be patient...');
  });

  it('shows upload progress with the do-not-close message, and the error view with Delete', async () => {
    const onDelete = vi.fn();
    const { rerender } = renderWithTheme(
      <FileStatusView
        file={file('UPLOADING')}
        upload={{ percentsUploaded: 42, errorMessage: null }}
        onDelete={onDelete}
      />,
    );
    screen.getByText('42%');
    screen.getByText(/do not close this window/);
    rerender(
      <FileStatusView
        file={file('ERROR', { errorMessage: 'The video has no duration' })}
        upload={undefined}
        onDelete={onDelete}
      />,
    );
    screen.getByText('Something went wrong, please try again or let us know...');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });
});

import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { NOT_A_YOUTUBE_VIDEO, videoGroup } from './VideoGroup';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

function renderVideo(body: Record<string, unknown> = {}) {
  const { onChange } = renderToolbarGroup(videoGroup, { type: 'youtube', body });
  return { onChange, field: screen.getByTestId<HTMLInputElement>('youtube-video') };
}

describe('YouTube video field', () => {
  it('takes a pasted watch address and keeps its video id, forgetting the old length', async () => {
    const { onChange, field } = renderVideo({ videoId: 'M7lc1UVf-VE', duration: 60 });
    expect(field.value).toBe('M7lc1UVf-VE');
    await user.clear(field);
    await user.type(field, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      body: { videoId: 'dQw4w9WgXcQ', duration: undefined },
    });
  });

  it('takes a bare id, and changes nothing when it is the same video', async () => {
    const { onChange, field } = renderVideo({ videoId: 'dQw4w9WgXcQ' });
    await user.clear(field);
    await user.type(field, 'https://youtu.be/dQw4w9WgXcQ{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'M7lc1UVf-VE{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      body: { videoId: 'M7lc1UVf-VE', duration: undefined },
    });
  });

  it('refuses text that names no video', async () => {
    const { onChange, field } = renderVideo();
    await user.type(field, 'https://vimeo.com/123456');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    screen.getByText(NOT_A_YOUTUBE_VIDEO);
  });
});

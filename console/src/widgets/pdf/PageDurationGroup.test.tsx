import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { pageDurationGroup } from './PageDurationGroup';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

describe('seconds per page', () => {
  it('shows 10 s by default and clamps what is typed when the field is left', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <>
        {pageDurationGroup.render({
          sceneItem: {
            _id: 'p',
            start: 0,
            end: 30,
            x: 0,
            y: 0,
            w: 100,
            h: 100,
            rotation: 0,
            item: { type: 'pdf', body: {} },
          },
          body: {},
          file: undefined,
          onChange,
          pickFile: async () => null,
        })}
      </>,
    );
    const field = screen.getByTestId<HTMLInputElement>('page-duration');
    expect(field.value).toBe('10');
    await user.clear(field);
    await user.type(field, '500');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { pageDuration: 120 } });
  });
});

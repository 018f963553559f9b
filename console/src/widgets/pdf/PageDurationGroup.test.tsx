import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { pageDurationGroup } from './PageDurationGroup';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

describe('seconds per page', () => {
  it('shows 10 s by default and clamps what is typed when the field is left', async () => {
    const { onChange } = renderToolbarGroup(pageDurationGroup, { type: 'pdf' });
    const field = screen.getByTestId<HTMLInputElement>('page-duration');
    expect(field.value).toBe('10');
    await user.clear(field);
    await user.type(field, '500');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { pageDuration: 120 } });
  });
});

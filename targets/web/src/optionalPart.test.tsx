// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { OptionalPart } from './optionalPart.js';

afterEach(cleanup);

it('keeps the player on screen when a part beside it cannot load its code', async () => {
  // What an offline page sees for a chunk it never fetched.
  const Missing = lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <p>Now playing</p>
      <OptionalPart>
        <Missing />
      </OptionalPart>
    </>,
  );
  await vi.waitFor(() => expect(quiet).toHaveBeenCalled());
  expect(screen.getByText('Now playing')).toBeDefined();
  quiet.mockRestore();
});

it('shows the part once its code has loaded', async () => {
  const Panel = lazy(() => Promise.resolve({ default: () => <p>QA panel</p> }));
  render(
    <OptionalPart>
      <Panel />
    </OptionalPart>,
  );
  expect(await screen.findByText('QA panel')).toBeDefined();
});

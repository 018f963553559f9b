import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawnWithGate, LOAD_GATE_MAX_WAIT_MS, LoadGate, useLoadGate } from './LoadGate';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Panel({ name, answered }: { name: string; answered: boolean }) {
  return useLoadGate(answered) ? <p>{name}</p> : null;
}

/** A page of a timeline and a log, answered as the test says, and a part with no data. */
function Page({ timeline, log }: { timeline: boolean; log: boolean }) {
  return (
    <LoadGate waiting={<p>Loading...</p>}>
      <Panel name="Timeline" answered={timeline} />
      <DrawnWithGate>
        <p>Commands</p>
      </DrawnWithGate>
      <Panel name="Log" answered={log} />
    </LoadGate>
  );
}

const drawn = () => ['Timeline', 'Commands', 'Log'].filter((name) => screen.queryByText(name));

describe('LoadGate', () => {
  it('draws its panels together once the last of them has answered', () => {
    const page = render(<Page timeline={false} log={false} />);
    expect(page.container.textContent).toBe('Loading...');
    expect(drawn()).toEqual([]);

    page.rerender(<Page timeline log={false} />);
    expect(drawn()).toEqual([]);

    page.rerender(<Page timeline log />);
    expect(drawn()).toEqual(['Timeline', 'Commands', 'Log']);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('draws at once when every answer is already there', () => {
    render(<Page timeline log />);
    expect(drawn()).toEqual(['Timeline', 'Commands', 'Log']);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('stays drawn when a panel loads again', () => {
    const page = render(<Page timeline log />);
    page.rerender(<Page timeline={false} log />);
    expect(drawn()).toEqual(['Timeline', 'Commands', 'Log']);
  });

  it('draws what it has once the slowest panel has taken too long', () => {
    vi.useFakeTimers();
    const page = render(<Page timeline={false} log={false} />);
    page.rerender(<Page timeline log={false} />);
    act(() => {
      vi.advanceTimersByTime(LOAD_GATE_MAX_WAIT_MS - 1);
    });
    expect(drawn()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(drawn()).toEqual(['Timeline', 'Commands', 'Log']);
  });

  it('lets a panel outside a gate draw as it likes', () => {
    render(<Panel name="Timeline" answered={false} />);
    expect(drawn()).toEqual(['Timeline']);
  });
});

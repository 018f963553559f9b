import { useEffect, useState } from 'react';
import { msToNextSecond } from './model.js';

const deviceNow = () => Date.now();

/**
 * The device's time (ms), updated on every whole second. Each tick is scheduled for the next
 * second boundary rather than every 1000 ms, so a late timer never lets the clock drift behind
 * or skip a second.
 */
export function useSecondClock(): number {
  const [now, setNow] = useState(deviceNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(deviceNow());
        schedule();
      }, msToNextSecond(deviceNow()));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

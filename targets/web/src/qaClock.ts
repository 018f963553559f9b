/**
 * "Move time" for the QA fake-host page: shifts what Date.now() answers, which the player's
 * clock (RxJS's scheduler) reads on every tick. Only the QA page installs it.
 */
export interface QaClock {
  offsetMs(): number;
  move(deltaMs: number): void;
  reset(): void;
}

export function installQaClock(dateClass: { now(): number } = Date): QaClock {
  const realNow = dateClass.now.bind(dateClass);
  let offset = 0;
  dateClass.now = () => realNow() + offset;
  return {
    offsetMs: () => offset,
    move: (deltaMs) => void (offset += deltaMs),
    reset: () => void (offset = 0),
  };
}

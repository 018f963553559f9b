/**
 * What a screen's player said it can do, from the device info it last reported. A player that
 * reported no list (an older one) is never held back: nothing is refused to it for lack of a
 * capability it did not mention.
 */
export function reportedCapabilities(deviceInfo: unknown): string[] | null {
  const list = (deviceInfo as { capabilities?: unknown } | null)?.capabilities;
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : null;
}

/** Whether the screen's player reported a list of what it can do without `capability` in it. */
export function lacksCapability(deviceInfo: unknown, capability: string): boolean {
  const list = reportedCapabilities(deviceInfo);
  return list !== null && !list.includes(capability);
}

/**
 * The screens of this process that hear of their commands on a subscription of their own
 * (pendingCommandsChanged): their device subscription is not woken for a new command. Executing
 * the whole device document for each of 10,000 screens to hand each one command was most of what
 * a bulk reload cost the server; the commands subscription reads the commands alone.
 *
 * Counted per screen, not per socket: a screen holds one socket, and an older player, which has no
 * commands subscription, is never counted, so it still hears of commands on its device
 * subscription.
 */
export class CommandListeners {
  private readonly counts = new Map<string, number>();

  /** Counts a commands subscription of the screen; call the function returned when it ends. */
  add(deviceId: string): () => void {
    this.counts.set(deviceId, (this.counts.get(deviceId) ?? 0) + 1);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const left = (this.counts.get(deviceId) ?? 1) - 1;
      if (left > 0) this.counts.set(deviceId, left);
      else this.counts.delete(deviceId);
    };
  }

  /** Whether the screen hears of its commands on a subscription of their own. */
  has(deviceId: string): boolean {
    return this.counts.has(deviceId);
  }
}

import type { RedisConnections } from '../scale/redis.js';
import { createInProcessPubSub, type PubSub, type Topic } from './pubsub.js';

interface Message {
  /** The key the event is published under (a device id, an account id...). */
  k: string;
  /** The payload: ids only (pubsub.ts), so JSON keeps it as it was. */
  p: unknown;
}

/**
 * Pub/sub across server processes on Redis. One Redis channel per topic, with the key inside the
 * message, and one pattern subscription to all of them (modules add topics of their own to
 * Topics): a process with 10,000 screens holds one Redis subscription, not 10,000, and fans
 * each message out locally through the in-process pub/sub (a map lookup per message; a
 * process drops the keys nobody on it listens to).
 *
 * A publish goes only to Redis, never straight to the local subscribers: every process, this one
 * included, hears it once, from Redis. Redis keeps the order of one connection's PUBLISHes on a
 * channel, so the events of one key reach every subscriber in the order this process published
 * them. Events published while a process is cut off from Redis are lost to it (Redis pub/sub
 * keeps nothing), as for a screen that reconnects: subscribers reload state on each event.
 *
 * Resolves once the pattern is subscribed, so nothing published after it is missed.
 */
export async function createRedisPubSub(
  redis: RedisConnections,
  onError: (err: unknown) => void,
): Promise<PubSub> {
  const local = createInProcessPubSub();
  const channels = `${redis.prefix}pubsub:`;
  const channelOf = (topic: Topic) => channels + topic;
  const subscriber = redis.subscriber();
  subscriber.on('pmessage', (_pattern: string, channel: string, text: string) => {
    if (!channel.startsWith(channels)) return;
    try {
      const message = JSON.parse(text) as Message;
      // A topic no code here knows has no local subscribers: the lookup finds none.
      local.publish(channel.slice(channels.length) as Topic, message.k, message.p as never);
    } catch (err) {
      onError(err);
    }
  });
  await subscriber.psubscribe(`${escapeGlob(channels)}*`);
  return {
    publish(topic, key, payload) {
      const message: Message = { k: key, p: payload };
      redis.commands.publish(channelOf(topic), JSON.stringify(message)).catch(onError);
    },
    subscribe: (topic, key, wanted) => local.subscribe(topic, key, wanted),
    listen: (topic, key, heard) => local.listen(topic, key, heard),
  };
}

/** The prefix as a literal in a PSUBSCRIBE pattern (a prefix may hold `*`, `?`, `[`). */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

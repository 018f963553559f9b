import type { JsonValue } from '../../host/index.js';
import { CustomerFeedbackFormLinkDocument } from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData, type KeptData } from '../../render/keptData.js';

/** A form's address does not change; asked again once a day in case its item moved. */
const FORM_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const FORM_LINK_CHECK_MS = 60 * 1000;
/** Until a screen has its link (first boot offline), it asks this often. */
const FORM_LINK_RETRY_MS = 30 * 1000;

/**
 * The public form's address for this screen and item: the server signs it per screen and item,
 * so a phone's answer says where it was given. Kept on the device like any data widget's data,
 * so the QR code shows after a reboot without the network. Null key (the editor's preview, an
 * item of a scene not saved yet): no link, no QR code.
 */
export function useFeedbackFormLink(
  ids: { sceneId: string; itemId: string } | null,
): KeptData<string> {
  const source = useItemData();
  return useKeptData<string>({
    key: ids ? `customer-feedback-form:${ids.sceneId}:${ids.itemId}` : null,
    load: async () => {
      const answer = await source.request(CustomerFeedbackFormLinkDocument, ids!);
      return new URL(answer.customerFeedbackFormLink.path, source.serverOrigin).toString();
    },
    ttlMs: FORM_LINK_TTL_MS,
    checkEveryMs: FORM_LINK_CHECK_MS,
    retryWithoutDataMs: FORM_LINK_RETRY_MS,
    parse: (kept: JsonValue) => (typeof kept === 'string' ? kept : undefined),
  });
}

import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import type { HostAPI, HostFetch } from '@marquee/sdk';
import { scapFromGlobals, type ScapApi } from '../scapApi.js';
import { createFakeWebos } from './fakeWebos.js';
import {
  createReferenceScap,
  type ReferenceScapDevice,
  type ReferenceScapOptions,
} from './referenceScap.js';
import { createWebosHost } from '../webosHost.js';

/**
 * The page's fetch on a set with LG's SCAP reference fake: the local file server at
 * http://127.0.0.1:9080 and the network, with bodies streamed in `chunkBytes` pieces as a web
 * engine streams them.
 */
export function pageFetch(device: ReferenceScapDevice, chunkBytes = 16 * 1024): HostFetch {
  return async (url) => {
    const served = await device.serve(url);
    const bytes = served.bytes;
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(at, at + chunkBytes));
        at += chunkBytes;
      },
    });
    return new Response(served.ok ? body : null, { status: served.status });
  };
}

export interface ScapSetOptions extends ReferenceScapOptions {
  /** localStorage's values; share the map (and `files`) to model a restart. */
  localStorage?: Map<string, string>;
  /** Kept files hashed from the page's streamed fetch (default) or with Storage.readFile. */
  hashWith?: 'stream' | 'readFile';
  /** The host's network fetch; by default it serves `served` with their Content-Length. */
  fetch?: HostFetch;
  /** Changes the SCAP classes before the host sees them (a model without a feature). */
  adjust?: (globals: ReferenceScapDevice['globals']) => void;
}

export interface ScapSet {
  device: ReferenceScapDevice;
  scap: ScapApi;
  host: HostAPI;
}

/** A webOS Signage set with the SCAP library loaded, and the webOS host made on it. */
export async function scapSet(options: ScapSetOptions): Promise<ScapSet> {
  const device = createReferenceScap(options);
  options.adjust?.(device.globals);
  const scap = scapFromGlobals(device.globals);
  if (!scap) throw new Error('The reference SCAP globals were not recognised');
  const host = await createWebosHost({
    newBridge: createFakeWebos({ served: options.served }).newBridge,
    scap,
    storage: memoryStorage(options.localStorage),
    fetch: options.fetch ?? servingFetch(options.served),
    localFetch: options.hashWith === 'readFile' ? null : pageFetch(device),
    screen: { width: 1920, height: 1080 },
  });
  return { device, scap, host };
}

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

export type PairingStatus =
  | 'EXPIRED'
  | 'PAIRED'
  | 'WAITING';

export type RequestPairingCodeMutationVariables = Exact<{
  platform: string;
}>;


export type RequestPairingCodeMutation = { requestPairingCode: { pairingCode: string, pairingSecret: string, expiresAt: string } };

export type PairingStateSubscriptionVariables = Exact<{
  pairingSecret: string;
}>;


export type PairingStateSubscription = { pairingState: { status: PairingStatus } };

export type ClaimDeviceMutationVariables = Exact<{
  pairingSecret: string;
}>;


export type ClaimDeviceMutation = { claimDevice: { deviceId: string, deviceToken: string } };

export type PlayerDeviceFragment = { _id: string, name: string, publishedContent: { collectionName: CollectionName, entityId: string } | null };

export type CurrentDeviceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentDeviceQuery = { currentDevice: { _id: string, name: string, publishedContent: { collectionName: CollectionName, entityId: string } | null } | null };

export type CurrentDeviceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentDeviceChangedSubscription = { currentDeviceChanged: { _id: string, name: string, publishedContent: { collectionName: CollectionName, entityId: string } | null } };

export type PlayableContentQueryVariables = Exact<{
  entityId: string | number;
  collectionName: CollectionName;
}>;


export type PlayableContentQuery = { playableContent: { collectionName: CollectionName, entityId: string, content: { playlists: Array<unknown>, scenes: Array<unknown>, schedules: Array<unknown>, files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null }> } } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PlayerDeviceFragmentDoc = new TypedDocumentString(`
    fragment PlayerDevice on Device {
  _id
  name
  publishedContent {
    collectionName
    entityId
  }
}
    `, {"fragmentName":"PlayerDevice"}) as unknown as TypedDocumentString<PlayerDeviceFragment, unknown>;
export const RequestPairingCodeDocument = new TypedDocumentString(`
    mutation RequestPairingCode($platform: String!) {
  requestPairingCode(platform: $platform) {
    pairingCode
    pairingSecret
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestPairingCodeMutation, RequestPairingCodeMutationVariables>;
export const PairingStateDocument = new TypedDocumentString(`
    subscription PairingState($pairingSecret: String!) {
  pairingState(pairingSecret: $pairingSecret) {
    status
  }
}
    `) as unknown as TypedDocumentString<PairingStateSubscription, PairingStateSubscriptionVariables>;
export const ClaimDeviceDocument = new TypedDocumentString(`
    mutation ClaimDevice($pairingSecret: String!) {
  claimDevice(pairingSecret: $pairingSecret) {
    deviceId
    deviceToken
  }
}
    `) as unknown as TypedDocumentString<ClaimDeviceMutation, ClaimDeviceMutationVariables>;
export const CurrentDeviceDocument = new TypedDocumentString(`
    query CurrentDevice {
  currentDevice {
    ...PlayerDevice
  }
}
    fragment PlayerDevice on Device {
  _id
  name
  publishedContent {
    collectionName
    entityId
  }
}`) as unknown as TypedDocumentString<CurrentDeviceQuery, CurrentDeviceQueryVariables>;
export const CurrentDeviceChangedDocument = new TypedDocumentString(`
    subscription CurrentDeviceChanged {
  currentDeviceChanged {
    ...PlayerDevice
  }
}
    fragment PlayerDevice on Device {
  _id
  name
  publishedContent {
    collectionName
    entityId
  }
}`) as unknown as TypedDocumentString<CurrentDeviceChangedSubscription, CurrentDeviceChangedSubscriptionVariables>;
export const PlayableContentDocument = new TypedDocumentString(`
    query PlayableContent($entityId: ID!, $collectionName: CollectionName!) {
  playableContent(entityId: $entityId, collectionName: $collectionName) {
    collectionName
    entityId
    content {
      playlists
      scenes
      schedules
      files {
        _id
        name
        mimetype
        url
        checksum
        fileSizeInBytes
        width
        height
        duration
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlayableContentQuery, PlayableContentQueryVariables>;
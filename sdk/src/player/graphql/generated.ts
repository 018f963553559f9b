/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time string in UTC. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON, validated by the sdk model's zod schemas where it is content. */
  JSON: { input: unknown; output: unknown; }
};

export type Account = {
  __typename?: 'Account';
  _id: Scalars['ID']['output'];
  billingType: Scalars['String']['output'];
  languageCode: Scalars['String']['output'];
  maxStorageCapacityInMB: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  tariff: Scalars['String']['output'];
  temperatureUnit: Scalars['String']['output'];
  usedStorageCapacityInMB: Scalars['Float']['output'];
};

export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

export type Device = {
  __typename?: 'Device';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  onlineStatus: OnlineStatus;
  /** android, electron, web, tizen or lg-web-os */
  platform: Scalars['String']['output'];
  publishedContent?: Maybe<PublishedContent>;
};

/** Handed out once to the player that holds the pairing secret. */
export type DeviceCredentials = {
  __typename?: 'DeviceCredentials';
  deviceId: Scalars['ID']['output'];
  deviceToken: Scalars['String']['output'];
};

export type File = {
  __typename?: 'File';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  duration?: Maybe<Scalars['Float']['output']>;
  fileSizeInBytes: Scalars['Float']['output'];
  h?: Maybe<Scalars['Int']['output']>;
  isDemo: Scalars['Boolean']['output'];
  mimetype: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  spaceIds: Array<Scalars['ID']['output']>;
  status: Scalars['String']['output'];
  /** Signed URL of the playback source. */
  url: Scalars['String']['output'];
  w?: Maybe<Scalars['Int']['output']>;
};

export type MediaFit =
  | 'contain'
  | 'cover'
  | 'stretch';

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Revokes every other session of the user. */
  changePassword: Scalars['Boolean']['output'];
  /** Player exchanges its pairing secret for a device token, once, after pairing. */
  claimDevice: DeviceCredentials;
  /** Operator pairs a screen by the code it shows. Needs device register permission. */
  pairDevice: Device;
  /** Needs device manage-content permission. */
  publishToDevice: Device;
  /** Called by an unpaired player. platform: android, electron, web, tizen or lg-web-os. */
  requestPairingCode: PairingCode;
  /** Fails with UNAUTHENTICATED 'Wrong e-mail or password' on bad credentials. */
  signIn: SignInResult;
  /** Revokes the current session and clears the cookie. */
  signOut: Scalars['Boolean']['output'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationClaimDeviceArgs = {
  pairingSecret: Scalars['String']['input'];
};


export type MutationPairDeviceArgs = {
  name: Scalars['String']['input'];
  pairingCode: Scalars['String']['input'];
};


export type MutationPublishToDeviceArgs = {
  content: PublishContentInput;
  deviceId: Scalars['ID']['input'];
};


export type MutationRequestPairingCodeArgs = {
  platform: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type OnlineStatus =
  | 'offline'
  | 'online';

/** Shown by an unpaired player; the secret never leaves the player. */
export type PairingCode = {
  __typename?: 'PairingCode';
  expiresAt: Scalars['DateTime']['output'];
  pairingCode: Scalars['String']['output'];
  pairingSecret: Scalars['String']['output'];
};

export type PairingState = {
  __typename?: 'PairingState';
  status: PairingStatus;
};

export type PairingStatus =
  | 'EXPIRED'
  | 'PAIRED'
  | 'WAITING';

export type PlayableContent = {
  __typename?: 'PlayableContent';
  collectionName: CollectionName;
  content: PlayableContentGraph;
  entityId: Scalars['ID']['output'];
};

export type PlayableContentGraph = {
  __typename?: 'PlayableContentGraph';
  files: Array<PlayableFile>;
  /** Playlist documents (JSON, parsed by the player with the sdk model). */
  playlists: Array<Scalars['JSON']['output']>;
  scenes: Array<Scalars['JSON']['output']>;
  schedules: Array<Scalars['JSON']['output']>;
};

/** A file as a player needs it: where to fetch it and how to check it. */
export type PlayableFile = {
  __typename?: 'PlayableFile';
  _id: Scalars['ID']['output'];
  /** sha256 of the bytes, hex. */
  checksum: Scalars['String']['output'];
  duration?: Maybe<Scalars['Float']['output']>;
  fileSizeInBytes: Scalars['Float']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  mimetype: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type Playlist = {
  __typename?: 'Playlist';
  _id: Scalars['ID']['output'];
  /** Layout with zones, or null for a single full-screen zone. */
  layout?: Maybe<Scalars['JSON']['output']>;
  mediaFit: MediaFit;
  name: Scalars['String']['output'];
  /** PlaylistItem[] as in @marquee/sdk/model. */
  playlistItems: Scalars['JSON']['output'];
  spaceIds: Array<Scalars['ID']['output']>;
};

export type PublishContentInput = {
  collectionName: CollectionName;
  entityId: Scalars['ID']['input'];
};

/** What a device was told to play. */
export type PublishedContent = {
  __typename?: 'PublishedContent';
  collectionName: CollectionName;
  entityId: Scalars['ID']['output'];
  /** Name of the published entity, when it still exists. */
  name?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  currentAccount?: Maybe<Account>;
  /** The device that the request's device token belongs to. */
  currentDevice?: Maybe<Device>;
  currentUser?: Maybe<User>;
  currentUserSession?: Maybe<UserSession>;
  device?: Maybe<Device>;
  devices: Array<Device>;
  files: Array<File>;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** Everything a device needs to play an entity, in one answer. */
  playableContent?: Maybe<PlayableContent>;
  playlist?: Maybe<Playlist>;
  playlists: Array<Playlist>;
  spaces: Array<Space>;
};


export type QueryDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlayableContentArgs = {
  collectionName: CollectionName;
  entityId: Scalars['ID']['input'];
};


export type QueryPlaylistArgs = {
  id: Scalars['ID']['input'];
};

export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_GOD'
  | 'ROLE_USER';

export type SignInResult = {
  __typename?: 'SignInResult';
  /** The session token; browsers get it as the screens_token cookie as well. */
  token: Scalars['String']['output'];
  user: User;
};

export type Space = {
  __typename?: 'Space';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** For a device token: emits the device whenever what it must play changes. */
  currentDeviceChanged: Device;
  /** For an operator: emits a device of the current account when it changes. */
  deviceChanged: Device;
  /** Player waits here with its pairing secret until an operator pairs it. */
  pairingState: PairingState;
};


export type SubscriptionPairingStateArgs = {
  pairingSecret: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  accountId: Scalars['ID']['output'];
  email: UserEmail;
  role: Role;
  userRole: UserRole;
};

export type UserEmail = {
  __typename?: 'UserEmail';
  email: Scalars['String']['output'];
};

export type UserRole = {
  __typename?: 'UserRole';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Permission keys as listed in @marquee/sdk/model PERMISSIONS. */
  permissions: Array<Scalars['String']['output']>;
};

export type UserSession = {
  __typename?: 'UserSession';
  currentSpaceId?: Maybe<Scalars['ID']['output']>;
  user: User;
};

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
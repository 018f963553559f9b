import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../modules/auth/repo.js';
import type { AccountRow } from '../modules/accounts/repo.js';
import type { DeviceRow } from '../modules/devices/repo.js';
import type { PlaylistRow } from '../modules/playlists/repo.js';
import type { FileRow } from '../modules/files/repo.js';
import type { GraphQLContext } from '../http/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CollectionName: CollectionName;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Device: ResolverTypeWrapper<DeviceRow>;
  DeviceCredentials: ResolverTypeWrapper<DeviceCredentials>;
  File: ResolverTypeWrapper<FileRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  MediaFit: MediaFit;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnlineStatus: OnlineStatus;
  PairingCode: ResolverTypeWrapper<PairingCode>;
  PairingState: ResolverTypeWrapper<PairingState>;
  PairingStatus: PairingStatus;
  PlayableContent: ResolverTypeWrapper<PlayableContent>;
  PlayableContentGraph: ResolverTypeWrapper<PlayableContentGraph>;
  PlayableFile: ResolverTypeWrapper<PlayableFile>;
  Playlist: ResolverTypeWrapper<PlaylistRow>;
  PublishContentInput: PublishContentInput;
  PublishedContent: ResolverTypeWrapper<PublishedContent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'user'> & { user: ResolversTypes['User'] }>;
  Space: ResolverTypeWrapper<Space>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<UserRow>;
  UserEmail: ResolverTypeWrapper<UserEmail>;
  UserRole: ResolverTypeWrapper<UserRole>;
  UserSession: ResolverTypeWrapper<Omit<UserSession, 'user'> & { user: ResolversTypes['User'] }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountRow;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Device: DeviceRow;
  DeviceCredentials: DeviceCredentials;
  File: FileRow;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  PairingCode: PairingCode;
  PairingState: PairingState;
  PlayableContent: PlayableContent;
  PlayableContentGraph: PlayableContentGraph;
  PlayableFile: PlayableFile;
  Playlist: PlaylistRow;
  PublishContentInput: PublishContentInput;
  PublishedContent: PublishedContent;
  Query: Record<PropertyKey, never>;
  SignInResult: Omit<SignInResult, 'user'> & { user: ResolversParentTypes['User'] };
  Space: Space;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  User: UserRow;
  UserEmail: UserEmail;
  UserRole: UserRole;
  UserSession: Omit<UserSession, 'user'> & { user: ResolversParentTypes['User'] };
};

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxStorageCapacityInMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedStorageCapacityInMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlineStatus?: Resolver<ResolversTypes['OnlineStatus'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedContent?: Resolver<Maybe<ResolversTypes['PublishedContent']>, ParentType, ContextType>;
};

export type DeviceCredentialsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceCredentials'] = ResolversParentTypes['DeviceCredentials']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileSizeInBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  h?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  w?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  claimDevice?: Resolver<ResolversTypes['DeviceCredentials'], ParentType, ContextType, RequireFields<MutationClaimDeviceArgs, 'pairingSecret'>>;
  pairDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationPairDeviceArgs, 'name' | 'pairingCode'>>;
  publishToDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationPublishToDeviceArgs, 'content' | 'deviceId'>>;
  requestPairingCode?: Resolver<ResolversTypes['PairingCode'], ParentType, ContextType, RequireFields<MutationRequestPairingCodeArgs, 'platform'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PairingCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PairingCode'] = ResolversParentTypes['PairingCode']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pairingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pairingSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairingStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PairingState'] = ResolversParentTypes['PairingState']> = {
  status?: Resolver<ResolversTypes['PairingStatus'], ParentType, ContextType>;
};

export type PlayableContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableContent'] = ResolversParentTypes['PlayableContent']> = {
  collectionName?: Resolver<ResolversTypes['CollectionName'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PlayableContentGraph'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlayableContentGraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableContentGraph'] = ResolversParentTypes['PlayableContentGraph']> = {
  files?: Resolver<Array<ResolversTypes['PlayableFile']>, ParentType, ContextType>;
  playlists?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  scenes?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type PlayableFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableFile'] = ResolversParentTypes['PlayableFile']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checksum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileSizeInBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlaylistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  mediaFit?: Resolver<ResolversTypes['MediaFit'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlistItems?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PublishedContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedContent'] = ResolversParentTypes['PublishedContent']> = {
  collectionName?: Resolver<ResolversTypes['CollectionName'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentAccount?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  currentDevice?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  currentUserSession?: Resolver<Maybe<ResolversTypes['UserSession']>, ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType, RequireFields<QueryDeviceArgs, 'id'>>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playableContent?: Resolver<Maybe<ResolversTypes['PlayableContent']>, ParentType, ContextType, RequireFields<QueryPlayableContentArgs, 'collectionName' | 'entityId'>>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType, RequireFields<QueryPlaylistArgs, 'id'>>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  spaces?: Resolver<Array<ResolversTypes['Space']>, ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SpaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Space'] = ResolversParentTypes['Space']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  currentDeviceChanged?: SubscriptionResolver<ResolversTypes['Device'], "currentDeviceChanged", ParentType, ContextType>;
  deviceChanged?: SubscriptionResolver<ResolversTypes['Device'], "deviceChanged", ParentType, ContextType>;
  pairingState?: SubscriptionResolver<ResolversTypes['PairingState'], "pairingState", ParentType, ContextType, RequireFields<SubscriptionPairingStateArgs, 'pairingSecret'>>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['UserEmail'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export type UserEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEmail'] = ResolversParentTypes['UserEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  currentSpaceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Account?: AccountResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Device?: DeviceResolvers<ContextType>;
  DeviceCredentials?: DeviceCredentialsResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PairingCode?: PairingCodeResolvers<ContextType>;
  PairingState?: PairingStateResolvers<ContextType>;
  PlayableContent?: PlayableContentResolvers<ContextType>;
  PlayableContentGraph?: PlayableContentGraphResolvers<ContextType>;
  PlayableFile?: PlayableFileResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  PublishedContent?: PublishedContentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Space?: SpaceResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserEmail?: UserEmailResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
};


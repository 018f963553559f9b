// What every scope walk shares: the fields open to anyone, and the refused queries whose
// operator control run is skipped. Each credential's own allow-list is in its test.

/** Open to anyone, signed in or not: the credential is in the arguments, or there is none. */
export const PUBLIC = {
  'query.ping': 'liveness, no data',
  'query.serverTime': 'the server clock, same for everyone',
  'query.allPermissions': 'the fixed list of permission keys, same for everyone',
  'mutation._noop': 'does nothing',
  'subscription._noop': 'a placeholder with no stream',
  'mutation.signIn': 'proves a person by e-mail and password, not by the caller',
  'mutation.signUp': 'makes a new account; open to anyone',
  'mutation.confirmEmail': 'proves itself by the token in its argument',
  'mutation.requestPasswordRecovery': 'open to anyone; answers the same for every e-mail',
  'mutation.changePasswordByToken': 'proves itself by the token in its argument',
  'mutation.acceptInvitation': 'proves itself by the token in its argument',
  'mutation.requestPairingCode': 'a screen asks for a code before it has any credential',
  'mutation.claimDevice': 'proves itself by the pairing secret in its argument',
  'subscription.pairingState': 'proves itself by the pairing secret in its argument',
} as const;

/** Refused queries the operator's control run skips (see WalkPlan.noControl). */
export const NO_CONTROL = {
  'query.currentDevice': 'a screen’s own field: the operator is refused too',
  'query.currentContentVersion': 'a screen’s own field: the operator is refused too',
  'query.contentAt': 'a screen’s own field: the operator is refused too',
  'query.currentWeather': 'the operator’s answer would come from a weather service outside',
  'query.rssFeed': 'the operator’s answer would come from the feed’s site',
  'query.storeMenuBoards(source: SEPTIM)': 'the operator’s answer would come from Septim',
  'query.storeMenuBoards(source: GS)': 'the operator’s answer would come from GS',
  'query.currentStoreMenu(source: SEPTIM)': 'the operator’s answer would come from Septim',
  'query.currentStoreMenu(source: GS)': 'the operator’s answer would come from GS',
  'query.instagramFeed': 'a feed needs an Instagram app, which the test server lacks',
  'query.instagramPublicFeed': 'a feed needs an Instagram app, which the test server lacks',
  // A screen, group or location report names its subject by the optional scopeId, which the walk
  // leaves out; the account's report (no scopeId) is the control run for the field.
  'query.audienceReport(scope: screen)': 'names its screen by an optional id the walk omits',
  'query.audienceReport(scope: group)': 'names its group by an optional id the walk omits',
  'query.audienceReport(scope: location)': 'names its location by an optional id the walk omits',
  // The service admins' fields: the operator, an account admin, is refused too (by role).
  'query.serviceAccounts': 'a service admin’s field: an account admin is refused too',
  'query.serviceAccount': 'a service admin’s field: an account admin is refused too',
  'query.serviceAdminCatalog': 'a service admin’s field: an account admin is refused too',
  'query.serviceDeviceCommands': 'a service admin’s field: an account admin is refused too',
  'query.servicePromotions': 'a service admin’s field: an account admin is refused too',
  'query.partnerAccount':
    'a partner’s child account: the operator’s own ids name no child of its account',
  'query.billingOverview':
    'billing is for accounts billed by subscription; the demo account is not',
} as const;

// The player's own version, reported with the device's facts so an operator can tell which
// release a screen runs (the console's device page shows it as "Player version"). Kept equal to
// sdk/package.json's version by playerVersion.test.ts: a TV bundle cannot read package.json.
export const PLAYER_VERSION = '0.1.0';

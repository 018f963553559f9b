// A person's contact details on their profile: a phone number and a country. The server checks
// them with these rules and the console shows the same sentences beside its fields, so the two
// never disagree.

/**
 * ISO 3166-1 alpha-2 country codes (officially assigned). Names come from the browser's
 * Intl.DisplayNames, so the list holds codes only.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);

/** What a phone number may be typed as, at most (spaces and dashes included). */
export const MAX_PHONE_INPUT = 32;

export const PROFILE_MESSAGES = {
  phone:
    'Enter the phone number in international format, starting with + and the country code, e.g. +420 601 234 567',
  country: 'Choose a country from the list',
} as const;

/**
 * The phone number as stored (E.164: "+", the country code and the number, 8 to 15 digits in
 * all), from what a person typed: spaces, dashes, dots and brackets are dropped. Null when it is
 * not such a number. An empty text is "no number" and gives "".
 */
export function normalizePhoneNumber(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (trimmed.length > MAX_PHONE_INPUT) return null;
  const compact = trimmed.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

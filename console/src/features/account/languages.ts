/** The languages an account's console and screens can default to, as their speakers name them. */
export const LANGUAGES: readonly { code: string; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'cs', label: 'Čeština' },
  { code: 'fr', label: 'Français' },
  { code: 'es', label: 'Español' },
];

/** The language's own name; a code no list knows is shown as it is. */
export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

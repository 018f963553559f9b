/** Texts of the meal template pieces, word for word as operators know them. */
export const TEMPLATE_TEXTS = {
  defineTitle: 'Define meal as template',
  define: 'Define as template',
  required: 'Required',
  thisSpaceOnly: 'This space only',
  save: 'Save template',
  fromTemplate: 'From template',
  chooseTitle: 'Choose a meal template',
  manage: 'Manage templates',
  manageTitle: 'Meal templates',
  empty: 'No templates found',
  loading: 'Loading meal templates...',
  error: (errorMessage: string) => `Error: ${errorMessage}`,
  allSpaces: 'All spaces',
  spaces: (count: number) => (count === 1 ? 'This space' : `${count} spaces`),
} as const;

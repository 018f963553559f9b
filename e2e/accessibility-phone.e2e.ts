import { PHONE, checkEveryRoute } from './support/accessibility.js';

// Every console route at 390 px. The desktop and the phone are two files so that the two e2e
// workers share the 115 axe checks (one file took 5.7 minutes, a third of the suite's work).
checkEveryRoute('accessibility-phone', [PHONE]);

// `npm run catalogue -w @marquee/fonts`: rewrites fonts/catalogue.json from the installed packages.
import { writeFileSync } from 'node:fs';
import { buildCatalogue, CATALOGUE_FILE, catalogueText } from './catalogue.mjs';

const catalogue = buildCatalogue();
writeFileSync(CATALOGUE_FILE, await catalogueText(catalogue));
const counts = {};
for (const { category } of catalogue.families) counts[category] = (counts[category] ?? 0) + 1;
console.log(`Wrote ${CATALOGUE_FILE}: ${catalogue.families.length} families`, counts);

import { keepsFakeHost, openKeptFakeStores } from './keptFakeStores.js';

// The page's entry, small: the QA host that keeps its state (the TV path) starts reading it from
// IndexedDB while the player's code loads and runs, rather than after it.
const keptStores = keepsFakeHost(location.search) ? openKeptFakeStores(indexedDB) : undefined;
void import('./app.js').then(({ start }) => start(keptStores));

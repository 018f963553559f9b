import { configure } from '@testing-library/react';
import { WAIT_LIMIT_MS } from './waitLimits.mjs';

// findBy* and waitFor default to 1 s of wall time: they get the same limit as every other wait.
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

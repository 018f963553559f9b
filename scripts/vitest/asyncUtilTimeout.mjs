import { configure } from '@testing-library/react';

// findBy* and waitFor poll until what they wait for is on screen; their 1 s default is wall time,
// which a first Fluent render in jsdom can pass on CI's two busy cores (10 s was passed at a load
// average of 20). The limit only decides how long a failing wait takes to fail: a passing test
// waits exactly as long as it did.
configure({ asyncUtilTimeout: 30_000 });

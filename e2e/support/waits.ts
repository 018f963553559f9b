// How long a wait in a browser test may take before it fails. A wait ends as soon as what it
// waits for is there, so its limit never lengthens a passing test: it only decides how long a
// wait that never ends takes to fail. On CI's two busy cores a first page load was seen to take
// many seconds, so every wait gets the room the unit tests' waits get: just under the e2e tests'
// hang limit (120 s), so a hung wait still fails with its own message.
export const WAIT_LIMIT_MS = 100_000;

// Jest reads `testTimeout` only from the top-level configuration, so the API project's own
// setting was ignored and its files ran with the 5 s default. Set per file instead: starting a
// service (and the processes beside it) can take longer than that on a busy machine, the more so
// with test files running side by side.
require('@jest/globals').jest.setTimeout(30_000);

/** Injection tokens of the providers ServerKitModule makes available to every service. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** The variables the configuration is read from: process.env, replaced by tests. */
export const CONFIG_SOURCE = Symbol('CONFIG_SOURCE');
/** ioredis client whose keys are prefixed with `<REDIS_PREFIX>:`. */
export const REDIS = Symbol('REDIS');
/** ioredis client without key prefix, used by the session store. */
export const SESSION_REDIS = Symbol('SESSION_REDIS');
/** The express-session store shared by all services. */
export const SESSION_STORE = Symbol('SESSION_STORE');

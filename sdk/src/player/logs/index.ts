export { LogRing, LOG_DEFAULTS, LOG_KEY, type LogLevel, type LogLine } from './logRing.js';
export { startLogSender, type DeliverLogLines } from './logSender.js';
export { captureCrashes, describeError, loggerIntoRing } from './captureErrors.js';
export { serverLogDelivery } from './logDelivery.js';

// Every response schema of the contract, gathered for `import { schemas } from '@hub/api-client'`.
export * from './http/schemas';
export * from './auth/schemas';
export * from './account/schemas';
export * from './shell/schemas';
export * from './stats/schemas';
export * from './billing/schemas';

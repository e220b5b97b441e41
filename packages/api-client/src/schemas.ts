// Every response schema of the contract, gathered for `import { schemas } from '@hub/api-client'`.
export * from './http/schemas';
export * from './auth/schemas';
export * from './account/schemas';
export * from './account/call-schemas';
export * from './onboarding/schemas';
export * from './shell/schemas';
export * from './stats/schemas';
export * from './stats/player-schemas';
export * from './billing/schemas';
export * from './checkout/schemas';
export * from './admin/schemas';
export * from './coaching/schemas';
export * from './content/schemas';

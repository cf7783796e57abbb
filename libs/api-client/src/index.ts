export * from './api-error';
export * from './client';
export * from './prompt-client';

import 'reflect-metadata';

export * from './config';
export * from './logger';
export * from './database';
export { isDatabaseUnavailable, isUniqueViolation } from './database-errors';
export * from './service';
export * from './events';

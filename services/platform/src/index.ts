import 'reflect-metadata';

export * from './config';
export * from './logger';
export * from './database';
export { bindParam } from './sql-params';
export * from './prepared-statement';
export { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './database-errors';
export * from './service';
export * from './events';
export * from './tracing';

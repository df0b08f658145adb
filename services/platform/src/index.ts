import 'reflect-metadata';

export * from './config';
export * from './logger';
export * from './database';
export * from './service';
export * from './events';

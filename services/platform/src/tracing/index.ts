export * from './traceparent';
export * from './span';
export * from './tracing';

export * from './traceparent';
export * from './span';
export * from './otlp-exporter';
export * from './tracing';

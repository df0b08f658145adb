export * from './chromium';
export * from './compose-config';
export * from './compose-scaling';
export * from './network';
export * from './program-process';
export * from './s3-stand-in';
export * from './test-stack';
export * from './nginx-front';

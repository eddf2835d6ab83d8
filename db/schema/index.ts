export * from './accounts';
export * from './platform';
export * from './catalog';
export * from './stock';
export * from './events';
export * from './orders';
export * from './returns';
export * from './files';

export * from './render-nginx';
export * from './nginx-env';
